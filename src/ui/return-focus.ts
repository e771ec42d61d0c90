import { useLayoutEffect, useRef } from 'react';

/**
 * For a dialog opened from code rather than by a Radix `Dialog.Trigger` (its machine opens it): on
 * close, the focus goes back to the control that had it when the dialog opened, as a Trigger would
 * do (a keyboard user continues where they were). Pass the result to the Content's
 * `onCloseAutoFocus`. A control that is gone by then (Login, once logged in) leaves Radix's default.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope moves the focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event) => {
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  };
}
