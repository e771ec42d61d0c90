import * as buttons from './button.css.ts';
import * as styles from './pager.css.ts';

/**
 * The pager's words, given by the page's area: src/ui holds no text of its own, so that the shell's
 * catalog (loaded before the first paint) does not grow with the words of lazy pages.
 */
export interface PagerWords {
  label: string;
  previous: string;
  next: string;
  /** "Page x of y · n results". */
  position: (pageNo: number, pages: number, total: number) => string;
}

interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
  onPage: (pageNo: number) => void;
  words: PagerWords;
}

/** Previous / next for a list the server paginates, with the position announced to screen readers. */
export function Pager({ pageNo, pageSize, total, busy = false, onPage, words }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={words.label}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={busy || pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {words.previous}
      </button>
      <span aria-live="polite">{words.position(pageNo, pages, total)}</span>
      <button
        type="button"
        className={buttons.secondary}
        disabled={busy || pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {words.next}
      </button>
    </nav>
  );
}
