import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const sheet = style({
  maxWidth: 960,
  margin: '24px auto',
  padding: 32,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  '@media': {
    print: { margin: 0, padding: 0, boxShadow: 'none', borderRadius: 0, maxWidth: 'none' },
  },
});

export const heading = style({ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 16px',
  margin: 0,
});
export const total = style({ fontSize: 18, fontWeight: 700, textAlign: 'right' });

/** Buttons and links that make no sense on paper. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

globalStyle('body', { '@media': { print: { background: '#fff' } } });
globalStyle(`${sheet} table`, { '@media': { print: { fontSize: 11 } } });
globalStyle(`${sheet} tr`, { '@media': { print: { breakInside: 'avoid' } } });
// Links drawn as buttons centre their text like the buttons beside them.
globalStyle(`${heading} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  textDecoration: 'none',
});
