/** The order's "Share tracking" panel: a bordered box with the link field and its buttons in a row. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const link = style({
  flex: '1 1 260px',
  minWidth: 0,
  height: 32,
  padding: '0 8px',
  fontFamily: 'monospace',
  fontSize: 12,
});
