import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import * as button from '../../../ui/button.css.ts';
import { confirmPanel, overlay } from '../../../ui/dialog.css.ts';
import * as styles from './site-content.css.ts';

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
  const [asking, setAsking] = useState(false);
  return (
    <Dialog.Root open={asking} onOpenChange={setAsking}>
      <Dialog.Trigger asChild>
        <button type="button" className={button.secondary} aria-label={label}>
          {t`Remove`}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={confirmPanel}>
          <Dialog.Title>{question}</Dialog.Title>
          <Dialog.Description>{t`It disappears from the site when you save.`}</Dialog.Description>
          <div className={styles.actions}>
            <button
              type="button"
              className={button.secondary}
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              {t`Yes, remove`}
            </button>
            <Dialog.Close asChild>
              <button type="button" className={button.outline}>
                {t`Cancel`}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
