import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Phone first (390 px): one column, large touch targets; it stays a narrow column on a desktop. */
export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  margin: '0 auto',
  padding: '24px 16px 40px',
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  fontSize: 16,
});
export const languages = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 4,
  margin: 0,
  padding: 0,
  border: 'none',
});
export const language = style({
  minHeight: 36,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 14,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: 600 },
    '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 },
  },
});
export const title = style({ margin: 0, fontSize: 22 });
export const sandbox = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  border: '1px dashed #d4b106',
  background: '#fff8e1',
  color: '#6b5400',
  fontSize: 14,
  fontWeight: 600,
});
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '10px 16px',
  margin: 0,
  padding: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
export const term = style({ color: vars.color.textMuted, fontSize: 14 });
export const value = style({ margin: 0 });
export const amount = style({ margin: 0, fontSize: 24, fontWeight: 700 });
export const timeLeft = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const notice = style({ margin: 0, color: vars.color.danger, fontSize: 14 });
export const pay = style({
  width: '100%',
  minHeight: 48,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: '#fff',
  fontSize: 17,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${vars.color.tint6}`, outlineOffset: 2 },
  },
});
