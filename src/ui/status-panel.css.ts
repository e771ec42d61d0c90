import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 240,
  padding: 32,
  textAlign: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 32,
  height: 32,
  border: `3px solid ${vars.color.tint8}`,
  borderTopColor: vars.color.primary,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});

const message = style({ margin: 0, fontSize: 16 });
export const tone = styleVariants({
  busy: [message, { color: vars.color.textMuted }],
  info: [message, { color: vars.color.text }],
  empty: [message, { color: vars.color.textMuted }],
  error: [message, { color: vars.color.danger, fontWeight: 600 }],
});
export const detail = style({ margin: 0, color: vars.color.textMuted });

export const action = style({
  marginTop: 8,
  padding: '8px 20px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});
