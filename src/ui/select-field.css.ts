import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const select = style({
  height: 40,
  minWidth: 0,
  padding: '0 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 14,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.tint6}` } },
});
