import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A quiet button beside the form's main action (pager, swap, log in from a notice). */
export const secondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  padding: '0 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 14,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 },
  },
});

/** An outlined call to action, for a link drawn as a button too. */
export const outline = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 36,
  padding: '0 16px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: 14,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 },
  },
});
