import { useLingui } from '@lingui/react/macro';
import * as button from '../../../ui/button.css.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

/** A remove button that asks first: a removed menu entry or block is gone from the site once saved. */
export function ConfirmRemove({
  label,
  question,
  onConfirm,
}: {
  /** The button's accessible name, naming what it removes. */
  label: string;
  question: string;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      label={t`Remove`}
      ariaLabel={label}
      triggerClassName={button.secondary}
      title={question}
      description={t`It disappears from the site when you save.`}
      yes={t`Yes, remove`}
      cancel={t`Cancel`}
      onConfirm={onConfirm}
    />
  );
}

/** Up and down buttons that move an entry in its list: reordering without dragging (keyboard). */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className={button.secondary}
        aria-label={t`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={button.secondary}
        aria-label={t`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </button>
    </>
  );
}
