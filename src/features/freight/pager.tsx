import { useLingui } from '@lingui/react/macro';
import * as styles from './freight-ui.css.ts';

interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
  onPage: (pageNo: number) => void;
}

/** Previous / next for a list the server paginates, with "page x of y" for screen readers too. */
export function Pager({ pageNo, pageSize, total, busy = false, onPage }: PagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={busy || pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t`Previous page`}
      </button>
      <span aria-live="polite">{t`Page ${pageNo} of ${pages} · ${total} results`}</span>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={busy || pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t`Next page`}
      </button>
    </nav>
  );
}

/** The label generated lists carry (docs/freight.md: `demoData`). */
export function DemoDataNote({ shown }: { shown: boolean }) {
  const { t } = useLingui();
  if (!shown) return null;
  return <p className={styles.demoNote}>{t`Demo data: generated for demonstration, not real offers.`}</p>;
}
