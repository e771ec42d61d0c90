import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const cardWaiting = style([card, { borderLeft: `4px solid ${vars.color.primary}` }]);
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
  },
});
export const title = style({ fontWeight: 600 });
export const count = style({ fontSize: 24, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const oldest = style({ fontSize: 13, color: vars.color.textMuted });
/** The starts above the queues. */
export const starts = style({ marginBottom: 16 });
