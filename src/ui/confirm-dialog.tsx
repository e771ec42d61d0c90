import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import * as button from './button.css.ts';
import { confirmAnswers, confirmPanel, overlay } from './dialog.css.ts';

interface ConfirmDialogProps {
  /** The button that opens the question, and its accessible name where the words alone are vague. */
  label: string;
  ariaLabel?: string | undefined;
  triggerClassName?: string;
  /** The question (the dialog's name), what the action does, and the two answers. */
  title: string;
  description: string;
  yes: string;
  cancel: string;
  onConfirm: () => void;
}

/**
 * A button that asks before an action that cannot be undone (deactivate, remove): a modal question,
 * "yes" and "cancel"; the keyboard reaches both, Escape answers "cancel". The words are the caller's,
 * in the user's language.
 */
export function ConfirmDialog({
  label,
  ariaLabel,
  triggerClassName = button.outline,
  title,
  description,
  yes,
  cancel,
  onConfirm,
}: ConfirmDialogProps) {
  const [asking, setAsking] = useState(false);
  return (
    <Dialog.Root open={asking} onOpenChange={setAsking}>
      <Dialog.Trigger asChild>
        <button type="button" className={triggerClassName} aria-label={ariaLabel}>
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={confirmPanel}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <div className={confirmAnswers}>
            <button
              type="button"
              className={button.secondary}
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              {yes}
            </button>
            <Dialog.Close asChild>
              <button type="button" className={button.outline}>
                {cancel}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
