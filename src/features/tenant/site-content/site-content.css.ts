/** The site content pages (menus, content pages and titles, contact): stacked panels from 390 px up. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  margin: 0,
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const legend = style({ padding: '0 4px', fontWeight: 600 });
export const nested = style([panel, { background: vars.color.page }]);
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: 12,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const failure = style({ margin: 0, color: vars.color.danger, fontSize: 14 });
