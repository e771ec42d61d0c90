import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Every modal dialog's backdrop (Radix Dialog.Overlay). */
export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.5)', zIndex: 1500 });

/** A modal dialog's panel, centred above its backdrop; each dialog sets its own size and padding. */
export const dialogPanel = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  zIndex: 1501,
});

/** A dialog that asks before an action: a title, a sentence, and the two answers. */
export const confirmPanel = style([
  dialogPanel,
  { width: 440, maxWidth: 'calc(100vw - 24px)', boxSizing: 'border-box', padding: 24 },
]);

/** The confirm dialog's answers, side by side (wrapping on a phone). */
export const confirmAnswers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  marginTop: 16,
});
