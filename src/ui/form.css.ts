import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const label = style({ fontSize: 14, fontWeight: 600, color: vars.color.text });

export const optional = style({ marginLeft: 6, fontWeight: 400, color: vars.color.textMuted });

export const input = style({
  height: 40,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 14,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.tint8}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[readonly]': { background: vars.color.page, color: vars.color.textMuted },
  },
});

export const textArea = style({ minHeight: 64, resize: 'vertical', font: 'inherit', padding: 8 });

export const error = style({ margin: 0, fontSize: 12, color: vars.color.danger });
/** A field's rule or help under it, before any problem. */
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 14 });

export const checkbox = style({ width: 16, height: 16, accentColor: vars.color.primary });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  height: 40,
  padding: '0 24px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: '#fff',
  fontSize: 15,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primaryDark },
    '&:disabled': { background: vars.color.tint5, cursor: 'not-allowed' },
  },
});

export const busy = style({
  width: 14,
  height: 14,
  border: '2px solid rgba(255, 255, 255, 0.5)',
  borderTopColor: '#fff',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});

/** An action that reads like a link (switching views is not navigation). */
export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  fontSize: 14,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12 });
