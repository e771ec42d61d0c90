import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Fields in as many columns as fit; one column on a phone. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: 16,
  alignItems: 'start',
  padding: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A part that takes the whole row: groups of options, hints, the actions. */
export const wide = style({ gridColumn: '1 / -1' });

/**
 * The actions on their own row, at its end: a checkbox label and the buttons keep their words on one
 * line in both languages at every width ("SPOT rates only" wrapped, 查询 stacked).
 */
export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 12,
  whiteSpace: 'nowrap',
});

export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
