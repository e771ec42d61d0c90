import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const layout = style({ display: 'flex', minHeight: '100vh' });
export const side = style({ width: 220, padding: '24px 0', background: vars.color.headerTop, color: '#fff' });
export const sideTitle = style({ margin: '0 24px 16px', fontSize: 20 });
export const list = style({ margin: '0 0 24px', padding: 0, listStyle: 'none' });
export const link = style({
  display: 'block',
  padding: '10px 24px',
  color: '#c0c4cc',
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff', background: 'rgba(255, 255, 255, 0.06)' } },
});
export const linkActive = style([link, { color: '#fff', background: vars.color.primary }]);
export const content = style({ flex: 1, background: vars.color.page });
