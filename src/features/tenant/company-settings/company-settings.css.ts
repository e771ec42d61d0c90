import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 24 });

/** One group of the form: a card whose fields sit two a row on wide screens, one on a phone. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 20,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const legend = style({ padding: '0 6px', fontWeight: 700, fontSize: 16 });

export const colourRow = style({ display: 'flex', alignItems: 'flex-end', gap: 12 });
export const colourPicker = style({
  width: 48,
  height: 40,
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  flexShrink: 0,
});

/** A row of the section's grid taken whole (the pictures' note and their own grid). */
export const wide = style({ gridColumn: '1 / -1' });

/** The picture's chooser: a button-like label around a file input that is read, not drawn. */
export const chooser = style({
  position: 'relative',
  alignSelf: 'flex-start',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 },
  },
});

export const pictures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: 16,
});
export const picture = style({ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 });
export const preview = style({
  width: '100%',
  height: 96,
  objectFit: 'contain',
  background: vars.color.page,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const noPicture = style([
  preview,
  { display: 'flex', alignItems: 'center', justifyContent: 'center' },
]);

export const actions = style({ display: 'flex', gap: 12, alignItems: 'center' });

export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
globalStyle(`${table} th, ${table} td`, {
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { background: vars.color.tint9, fontWeight: 600, whiteSpace: 'nowrap' });
export const changes = style({ margin: 0, paddingLeft: 16, wordBreak: 'break-word' });
