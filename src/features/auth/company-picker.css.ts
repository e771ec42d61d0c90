import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// A column, so that the input stretches to the form's width like the other fields.
export const wrapper = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const listbox = style({
  position: 'absolute',
  zIndex: 1,
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 240,
  overflowY: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
});

export const option = style({
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  fontSize: 14,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-active="true"]': { background: vars.color.tint9, color: vars.color.primary },
  },
});

export const status = style({ padding: '8px 10px', fontSize: 13, color: vars.color.textMuted });
