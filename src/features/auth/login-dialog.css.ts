import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.5)', zIndex: 1500 });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  minHeight: 360,
  padding: '32px 40px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  zIndex: 1501,
});

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
