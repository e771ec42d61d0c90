import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const picker = style({ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' });
export const swatch = style({ width: 32, height: 24, padding: 0, border: 'none', background: 'none' });
export const text = style({
  width: 170,
  padding: '3px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
  color: vars.color.text,
});
export const apply = style({
  padding: '3px 10px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: '#fff',
  cursor: 'pointer',
});
export const error = style({ color: '#ff9b8f', flexBasis: '100%' });
