import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A wide table scrolls inside its own box (a 390 px phone included) instead of widening the page. */
export const scroll = style({
  maxWidth: '100%',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  background: vars.color.surface,
});

export const th = style({
  padding: '8px',
  textAlign: 'left',
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: '8px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

/** A table inside a cell or a card. */
export const compact = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });

/** The cell of a row that opens below its row (a breakdown). */
export const detailCell = style({
  padding: 16,
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sortButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}` } },
});
