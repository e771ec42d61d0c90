import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A phone: the side menu folds behind a menu button above the page (down to 390 px). */
const PHONE = 'screen and (max-width: 767px)';

export const layout = style({
  display: 'flex',
  minHeight: '100vh',
  '@media': { [PHONE]: { flexDirection: 'column' } },
});
export const side = style({
  width: 240,
  flexShrink: 0,
  padding: '24px 0',
  background: vars.color.headerTop,
  color: '#fff',
  '@media': { [PHONE]: { width: 'auto', padding: '8px 0' } },
});
export const sideHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  margin: '0 24px 16px',
  '@media': { [PHONE]: { margin: '0 12px' } },
});
export const sideTitle = style({ margin: 0, fontSize: 20, fontWeight: 700 });
export const menuButton = style({
  display: 'none',
  minHeight: 44,
  padding: '0 16px',
  border: '1px solid rgba(255, 255, 255, 0.4)',
  borderRadius: 4,
  background: 'transparent',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 } },
  '@media': { [PHONE]: { display: 'block' } },
});
export const menu = style({ '@media': { [PHONE]: { display: 'none' } } });
export const menuOpen = style({ '@media': { [PHONE]: { paddingTop: 8 } } });
export const list = style({
  margin: '0 0 24px',
  padding: 0,
  listStyle: 'none',
  '@media': { [PHONE]: { margin: 0 } },
});
export const link = style({
  display: 'block',
  padding: '10px 24px',
  color: '#c0c4cc',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: '#fff', background: 'rgba(255, 255, 255, 0.06)' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 },
  },
  '@media': { [PHONE]: { padding: '12px 16px' } },
});
export const linkActive = style([link, { color: '#fff', background: vars.color.primary }]);
export const content = style({ flex: 1, minWidth: 0, background: vars.color.page });
