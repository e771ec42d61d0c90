import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { dialogPanel } from '../../ui/dialog.css.ts';

export const content = style([
  dialogPanel,
  { maxWidth: 'calc(100vw - 32px)', maxHeight: 'calc(100vh - 32px)', minHeight: 360, padding: '32px 40px' },
]);

export const close = style({
  position: 'absolute',
  top: 12,
  right: 16,
  border: 'none',
  background: 'transparent',
  fontSize: 24,
  cursor: 'pointer',
  color: vars.color.textMuted,
});
