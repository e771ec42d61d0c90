import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ maxWidth: 480, margin: '0 auto', padding: '32px 20px', fontSize: 16 });
export const title = style({ fontSize: 22, marginTop: 0 });
export const details = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' });
export const warning = style({ color: vars.color.textMuted, fontSize: 14 });
export const primary = style({
  width: '100%',
  height: 44,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: '#fff',
  fontSize: 16,
  cursor: 'pointer',
});
