import { style } from '@vanilla-extract/css';
import { HeaderSize } from '../../../domain/constants.ts';
import { vars } from '../../theme/theme.css.ts';

const TOP = HeaderSize.top;
const BOTTOM = HeaderSize.bottom;

/**
 * Below this width the menu folds behind a button; from it up every entry fits on one line in both
 * languages and for staff (the longest menu, staff's in English, needs the compact spacing below).
 * tests/e2e/layout.test.ts, tests/e2e/layout-nav.test.ts.
 */
const FOLDED = 'screen and (max-width: 1279px)';
/** Phones: the top bar keeps its actions and drops the welcome line. */
const PHONE = 'screen and (max-width: 767px)';

// Spec §9 states 102 px in all though 36 + 64 is 100: the two pixels go to the bottom border and shadow.
export const placeholder = style({ height: HeaderSize.total });

export const header = style({ position: 'relative', zIndex: 1000, width: '100%' });
export const headerFixed = style([
  header,
  { position: 'fixed', top: 0, left: 0, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.12)' },
]);

export const skipLink = style({
  position: 'absolute',
  left: -9999,
  selectors: { '&:focus': { left: 8, top: 4, zIndex: 1100, background: '#fff', padding: '4px 8px' } },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  maxWidth: 1280,
  height: '100%',
  margin: '0 auto',
  padding: '0 16px',
});

export const top = style({ height: TOP, background: vars.color.headerTop, color: '#c0c4cc', fontSize: 13 });
export const welcome = style({
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [PHONE]: { display: 'none' } },
});
export const topActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  flexShrink: 0,
  whiteSpace: 'nowrap',
  // On a phone the actions may shrink: the user's name gives way (ellipsis) before the page widens.
  '@media': { [PHONE]: { gap: 8, marginLeft: 'auto', flexShrink: 1, minWidth: 0 } },
});
export const userLabel = style({
  padding: '0 8px',
  border: `1px solid ${vars.color.tint5}`,
  borderRadius: 10,
  color: vars.color.tint8,
  lineHeight: '18px',
});
/** Signed in on a phone the label is left to the user menu, which shows it beside the name (spec §2). */
export const userLabelBesideMenu = style([userLabel, { '@media': { [PHONE]: { display: 'none' } } }]);
export const topLink = style({
  color: '#c0c4cc',
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff' } },
});

export const languages = style({ display: 'flex', gap: 4, margin: 0, padding: 0, border: 'none' });
export const language = style({
  border: 'none',
  background: 'transparent',
  color: '#c0c4cc',
  cursor: 'pointer',
  padding: '0 4px',
});
export const languageActive = style([language, { color: '#fff', fontWeight: 600 }]);

export const loginButton = style({
  height: 24,
  padding: '0 14px',
  border: 'none',
  borderRadius: 12,
  background: vars.color.primary,
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});

export const bottom = style({
  position: 'relative',
  height: BOTTOM,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const logoLink = style({
  display: 'flex',
  alignItems: 'center',
  height: BOTTOM,
  flexShrink: 0,
  fontWeight: 700,
  fontSize: 18,
});
/**
 * A fixed box: a tenant's logo has any shape and its size is known only once loaded; a box
 * of the largest size it may take keeps the menu beside it from moving then.
 */
export const LOGO_BOX = { width: 200, height: 40 } as const;
export const logo = style({
  ...LOGO_BOX,
  display: 'block',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: 6,
  height: 36,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 14,
  cursor: 'pointer',
  // The auto margin takes the free space: the button sits at the right edge.
  '@media': { [FOLDED]: { display: 'flex', marginLeft: 'auto' } },
});

export const navArea = style({ minWidth: 0, '@media': { [FOLDED]: { position: 'static' } } });

export const nav = style({
  display: 'flex',
  alignItems: 'stretch',
  height: BOTTOM,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [FOLDED]: {
      display: 'none',
      position: 'absolute',
      top: BOTTOM,
      left: 0,
      right: 0,
      flexDirection: 'column',
      height: 'auto',
      maxHeight: `calc(100vh - ${HeaderSize.total}px)`,
      overflowY: 'auto',
      padding: '8px 0',
      background: vars.color.surface,
      boxShadow: vars.shadow.card,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
});
export const navItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  '@media': { [FOLDED]: { flexDirection: 'column' } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  // One line per entry: a label broken over two lines reads as two entries. The long menus (English,
  // staff) fit by compact spacing, and fold (FOLDED) where they would not. tests/e2e/layout-nav.test.ts.
  whiteSpace: 'nowrap',
  padding: '0 4px',
  lineHeight: 1.2,
  textAlign: 'center',
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  fontSize: 13,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primary } },
  '@media': {
    [FOLDED]: {
      minHeight: 44,
      padding: '0 20px',
      textAlign: 'left',
      borderBottom: 'none',
      borderLeft: '3px solid transparent',
    },
  },
});
export const navLinkActive = style([
  navLink,
  {
    color: vars.color.primary,
    borderBottomColor: vars.color.primary,
    '@media': { [FOLDED]: { borderLeftColor: vars.color.primary } },
  },
]);

export const spotBadge = style({
  padding: '0 4px',
  borderRadius: 3,
  // Accessibility: white on the old #f56c6c was 2.9:1 at 10 px; this red keeps the look at 5.4:1 (WCAG AA).
  background: '#c0392b',
  color: '#fff',
  fontSize: 10,
  lineHeight: '14px',
  alignSelf: 'flex-start',
  marginTop: 14,
});

export const dropdown = style({
  position: 'absolute',
  top: BOTTOM,
  left: 0,
  minWidth: 160,
  margin: 0,
  padding: '6px 0',
  listStyle: 'none',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderRadius: vars.radius.sm,
  '@media': { [FOLDED]: { position: 'static', boxShadow: 'none', padding: '0 0 4px 16px' } },
});
export const dropdownLink = style({
  display: 'block',
  padding: '8px 16px',
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.tint9, color: vars.color.primary } },
});
export const dropdownLinkActive = style([dropdownLink, { color: vars.color.primary, fontWeight: 600 }]);

export const certified = style({ color: '#95d475', fontSize: 12 });
export const inReview = style({ color: '#e6a23c', fontSize: 12 });
export const certifyButton = style({
  border: `1px solid #e6a23c`,
  borderRadius: 10,
  background: 'transparent',
  color: '#e6a23c',
  fontSize: 12,
  padding: '0 8px',
  cursor: 'pointer',
});
