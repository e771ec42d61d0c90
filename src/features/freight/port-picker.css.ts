import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import * as surface from '../../ui/surface.css.ts';

export const picker = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: 6 });

export const listbox = style([
  surface.raised,
  {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 20,
    margin: '4px 0 0',
    padding: 4,
    maxHeight: 320,
    overflowY: 'auto',
    borderRadius: vars.radius.sm,
  },
]);

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
