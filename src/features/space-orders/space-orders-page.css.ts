import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Below this width the table's rows become cards (issue 9: a usable layout down to 390 px). */
const NARROW = 'screen and (max-width: 767px)';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
  maxWidth: 320,
});

export const table = style({});

/** The table reads as one card per order on a phone: each cell on its own line, led by its header. */
globalStyle(`${table} thead`, {
  '@media': {
    [NARROW]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td`, {
  '@media': { [NARROW]: { display: 'block', width: '100%', boxSizing: 'border-box' } },
});
globalStyle(`${table} tr`, {
  '@media': {
    [NARROW]: {
      marginBottom: 12,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
globalStyle(`${table} td`, {
  '@media': {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: '7.5em minmax(0, 1fr)',
      gap: 8,
      textAlign: 'left',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${table} td::before`, {
  '@media': { [NARROW]: { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: 12 } },
});

export const cellLines = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: 12 });
export const reason = style({ fontSize: 13, overflowWrap: 'anywhere' });
export const timeLeft = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' });
export const pay = style({
  height: 32,
  padding: '0 14px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: '#fff',
  fontSize: 14,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 } },
});
export const fileButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: 13,
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 } },
});
export const emptyLink = style({ alignSelf: 'center' });

const statusBase = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  alignSelf: 'flex-start',
});
export const status = styleVariants({
  awaitingPayment: [statusBase, { background: '#fff4e0', color: '#9a5b00' }],
  inHand: [statusBase, { background: vars.color.tint9, color: vars.color.primaryDark }],
  completed: [statusBase, { background: '#e8f6ee', color: '#1e824c' }],
  refused: [statusBase, { background: '#fdecea', color: '#b3261e' }],
  returned: [statusBase, { background: '#fdecea', color: '#b3261e' }],
  cancelled: [statusBase, { background: '#eceff1', color: '#455a64' }],
});
