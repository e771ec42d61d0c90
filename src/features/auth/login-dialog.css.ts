import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.5)', zIndex: 1500 });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxWidth: 'calc(100vw - 32px)',
  minHeight: 320,
  padding: '32px 40px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  zIndex: 1501,
});

export const title = style({ margin: '0 0 16px', fontSize: 22, color: vars.color.text });
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: 15 });

export const close = style({
  position: 'absolute',
  top: 12,
  right: 16,
  border: 'none',
  background: 'transparent',
  fontSize: 24,
  cursor: 'pointer',
  color: vars.color.textMuted,
});
