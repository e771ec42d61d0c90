import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

export const view = style({ display: 'flex', flexDirection: 'column', gap: 20 });

export const title = style({ margin: 0, fontSize: 22, fontWeight: 600, color: vars.color.text });

export const text = style({ margin: 0, fontSize: 14, lineHeight: 1.6, color: vars.color.textMuted });

export const strong = style({ color: vars.color.text, fontWeight: 600, wordBreak: 'break-all' });

export const notice = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.tint9,
  color: vars.color.success,
  fontSize: 14,
});

export const qrBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  minHeight: 240,
  justifyContent: 'center',
});

/** Its 200 px square is the img's width and height attributes. */
export const qrImage = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  imageRendering: 'pixelated',
});

export const hint = style({
  margin: 0,
  maxWidth: 420,
  textAlign: 'center',
  fontSize: 14,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 });

/** Two columns of recovery codes, monospaced, that fit 390 px. */
export const recoveryCodes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 8,
  margin: 0,
  padding: 12,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 15,
  color: vars.color.text,
});
