import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A phone: the side menu goes above the page, which then has the whole width (down to 390 px). */
const PHONE = 'screen and (max-width: 767px)';

export const layout = style({
  display: 'flex',
  minHeight: '100vh',
  '@media': { [PHONE]: { flexDirection: 'column' } },
});
export const side = style({
  width: 220,
  flexShrink: 0,
  padding: '24px 0',
  background: vars.color.headerTop,
  color: '#fff',
  '@media': { [PHONE]: { width: 'auto', padding: '12px 0' } },
});
export const sideTitle = style({
  margin: '0 24px 16px',
  fontSize: 20,
  '@media': { [PHONE]: { margin: '0 12px 8px', fontSize: 18 } },
});
export const list = style({
  margin: '0 0 24px',
  padding: 0,
  listStyle: 'none',
  '@media': { [PHONE]: { display: 'flex', flexWrap: 'wrap', margin: '0 0 8px' } },
});
export const link = style({
  display: 'block',
  padding: '10px 24px',
  color: '#c0c4cc',
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff', background: 'rgba(255, 255, 255, 0.06)' } },
  '@media': { [PHONE]: { padding: '8px 12px' } },
});
export const linkActive = style([link, { color: '#fff', background: vars.color.primary }]);
export const content = style({ flex: 1, minWidth: 0, background: vars.color.page });
