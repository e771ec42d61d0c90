import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The file input inside a box that takes dropped files; it wraps on a phone (390 px). */
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 20,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 420px)': { padding: 12 } },
});

export const dropZoneActive = style([
  dropZone,
  { borderColor: vars.color.primary, background: vars.color.tint9 },
]);

export const input = style({ maxWidth: '100%', font: 'inherit' });

export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });

export const result = style({
  padding: 12,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
});

export const fileName = style({ margin: '0 0 4px', fontWeight: 600 });
export const outcome = style({ margin: 0 });
export const refused = style({ margin: 0, color: vars.color.danger });
export const busy = style({ margin: 0, color: vars.color.textMuted });
