import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const picker = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: 6 });

export const listbox = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 20,
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  maxHeight: 320,
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
});

export const groupLabel = style({
  padding: '4px 8px',
  fontSize: 12,
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 8px',
  borderRadius: vars.radius.sm,
  fontSize: 14,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.tint8 },
    '&[aria-selected="true"]': { fontWeight: 600 },
  },
});

export const code = style({ fontFamily: 'monospace', color: vars.color.textMuted });

export const note = style({ padding: '6px 8px', fontSize: 13, color: vars.color.textMuted });
