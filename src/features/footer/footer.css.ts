import { style } from '@vanilla-extract/css';

/** Phones stack the footer's columns instead of widening the page. */
const PHONE = 'screen and (max-width: 767px)';

import { vars } from '../../theme/theme.css.ts';

export const footer = style({ marginTop: 48, background: vars.color.footer, color: '#c0c4cc', fontSize: 13 });
export const inner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 32,
  maxWidth: 1200,
  margin: '0 auto',
  padding: '32px 16px',
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch', gap: 24 } },
});
export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(140px, 1fr))',
  '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  gap: '8px 24px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const link = style({
  color: '#c0c4cc',
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff' } },
});
export const qr = style({
  margin: 0,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
});
export const bottomRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 24,
  alignItems: 'center',
  justifyContent: 'center',
  // Room for the contact bubble (48 px at 16 px from the corner) below the last line.
  padding: '12px 16px 80px',
  borderTop: '1px solid rgba(255, 255, 255, 0.1)',
});
