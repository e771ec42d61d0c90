import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

export const rowHead = style({
  textAlign: 'left',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  padding: '8px 12px',
});
export const cell = style({ padding: '6px 8px', verticalAlign: 'top' });
export const cellFields = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 104 });
const control = {
  font: 'inherit',
  fontSize: 13,
  padding: '4px 6px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const;
export const kind = style(control);
export const value = style({
  ...control,
  width: '100%',
  boxSizing: 'border-box',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const problems = style({ margin: 0, paddingLeft: 18, color: vars.color.danger, fontSize: 13 });
