import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** One column on a phone (390 px), two field columns from tablet width up. */
const WIDE = 'screen and (min-width: 768px)';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: 24 });

export const card = style({
  padding: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  '@media': { 'screen and (max-width: 420px)': { padding: 12 } },
});

export const cardTitle = style({ margin: '0 0 16px', fontSize: 17 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 16,
  marginBottom: 16,
  '@media': { [WIDE]: { gridTemplateColumns: '1fr 1fr' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '8px 16px',
  margin: '0 0 16px',
  overflowWrap: 'anywhere',
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0 });

export const note = style({ margin: '0 0 16px', color: vars.color.textMuted, fontSize: 13 });
export const refusal = style({ margin: '0 0 16px', color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });

export const sessionList = style({ listStyle: 'none', margin: '0 0 16px', padding: 0 });
export const sessionItem = style({
  padding: '8px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const current = style({ marginLeft: 8, color: vars.color.primary, fontWeight: 600 });

/** The head picture beside its file input; below it on a phone. */
export const pictureRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  marginBottom: 16,
});
const pictureSize = { width: 96, height: 96, borderRadius: '50%', flexShrink: 0 } as const;
export const picture = style({
  ...pictureSize,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});
export const picturePlaceholder = style({
  ...pictureSize,
  display: 'grid',
  placeItems: 'center',
  fontSize: 36,
  background: vars.color.tint9,
  color: vars.color.primary,
});
export const device = style({ display: 'block', fontWeight: 600 });

/** The question before "log out everywhere": a small panel, from a 390 px phone up. */
/** One kind of mail and its three choices, side by side where they fit. */
export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: 0,
  padding: '8px 0',
  border: 'none',
});
export const option = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
