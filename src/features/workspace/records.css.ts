/**
 * The look every workspace record list shares (orders, advance bookings, grab requests): toolbar and
 * filters, the form panel with its container lines, the table that turns into cards on a phone,
 * actions, confirmations, history, and the status badge by tone.
 */

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { visuallyHiddenRules } from '../../ui/visually-hidden.css.ts';

/** Below this width the table's rows become cards (a usable layout down to 390 px). */
const NARROW = 'screen and (max-width: 767px)';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 });
export const filter = style({ minWidth: 200, maxWidth: 320, flex: '1 1 200px' });
export const dateFilter = style({ minWidth: 150, maxWidth: 200, flex: '1 1 150px' });

export const formPanel = style({
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: 16,
});
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  border: 'none',
  padding: 0,
  margin: 0,
});
export const line = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const lineInput = style({ width: 96 });
export const lineNote = style({ fontSize: 13, color: vars.color.textMuted });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const table = style({});

/** The table reads as one card per record on a phone: each cell on its own line, led by its header. */
globalStyle(`${table} thead`, {
  '@media': {
    [NARROW]: visuallyHiddenRules,
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
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const confirm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  border: 'none',
});
export const confirmQuestion = style({ padding: 0, fontSize: 13, marginBottom: 4, width: '100%' });
export const reasonInput = style({ minWidth: 0, flex: '1 1 140px', height: 32, padding: '0 8px' });
export const history = style({ margin: 0, paddingLeft: 18, fontSize: 12 });

const statusBase = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  alignSelf: 'flex-start',
});
/** A status badge by what it means to the customer: waiting on someone, in progress, good, refused, ended. */
export const tone = styleVariants({
  waiting: [statusBase, { background: '#fff4e0', color: '#9a5b00' }],
  active: [statusBase, { background: '#e3f2fd', color: '#0d47a1' }],
  ok: [statusBase, { background: '#e8f6ee', color: vars.color.success }],
  refused: [statusBase, { background: '#fdecea', color: '#b3261e' }],
  ended: [statusBase, { background: '#eceff1', color: '#455a64' }],
});
