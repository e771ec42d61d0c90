import * as styles from './status-panel.css.ts';

interface StatusPanelProps {
  tone: 'busy' | 'error' | 'empty' | 'info';
  title: string;
  detail?: string;
  action?: { label: string; onClick: () => void };
}

/** A centred loading, error or empty message; errors are announced to screen readers. */
export function StatusPanel({ tone, title, detail, action }: StatusPanelProps) {
  return (
    <div className={styles.panel} role={tone === 'error' ? 'alert' : 'status'} aria-busy={tone === 'busy'}>
      {tone === 'busy' && <span className={styles.spinner} aria-hidden="true" />}
      <p className={styles.tone[tone]}>{title}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {action && (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
