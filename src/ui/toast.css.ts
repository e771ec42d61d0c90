import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const viewport = style({
  position: 'fixed',
  top: 110,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: 2000,
  outline: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minWidth: 280,
  padding: '10px 16px',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  border: '1px solid',
});

export const toast = styleVariants({
  success: [base, { background: '#f0f9eb', borderColor: '#c2e7b0', color: vars.color.success }],
  error: [base, { background: '#fef0f0', borderColor: '#fbc4c4', color: vars.color.danger }],
  info: [base, { background: vars.color.tint9, borderColor: vars.color.tint8, color: vars.color.text }],
});

export const close = style({
  marginLeft: 'auto',
  border: 'none',
  background: 'transparent',
  fontSize: 18,
  cursor: 'pointer',
  color: 'inherit',
});
