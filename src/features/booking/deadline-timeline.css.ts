/** The deadline timeline: one row per deadline, its times and countdown wrapping under its name on a phone. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const timeline = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const alert = style({ margin: 0, fontSize: 12, color: '#9a5b00' });

export const rows = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

const rowBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '2px 16px',
  padding: '6px 0 6px 12px',
  borderLeft: '4px solid',
  fontSize: 12,
});

/** Upcoming in the theme colour, due soon in amber, passed greyed. */
export const row = styleVariants({
  upcoming: [rowBase, { borderColor: vars.color.primary, color: vars.color.text }],
  dueSoon: [rowBase, { borderColor: '#e6a23c', color: vars.color.text }],
  passed: [rowBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
});

export const name = style({ flex: '1 1 200px', display: 'flex', flexDirection: 'column', gap: 2 });

export const times = style({ flex: '2 1 260px', display: 'flex', flexDirection: 'column', gap: 2 });

export const muted = style({ color: vars.color.textMuted });

export const countdown = style({ flex: '0 0 auto', fontWeight: 600, minWidth: 96 });
