import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: '#fff',
  cursor: 'pointer',
  padding: '0 4px',
});

/** Too long for a phone's top bar, the name ends in an ellipsis; the menu and its title carry it whole. */
export const name = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

/** The head picture beside the name, the height of the top bar's text. */
export const avatar = style({
  flexShrink: 0,
  width: 22,
  height: 22,
  marginRight: 2,
  borderRadius: '50%',
  objectFit: 'cover',
  verticalAlign: 'middle',
});

export const content = style({
  minWidth: 220,
  padding: '6px 0',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  zIndex: 1200,
  fontSize: 14,
});

export const welcome = style({ padding: '6px 16px', color: vars.color.text, fontWeight: 600 });
export const muted = style({ padding: '0 16px 6px', color: vars.color.textMuted, fontSize: 12 });
export const user = style({ padding: '6px 16px', color: vars.color.text });
export const badge = style({
  marginLeft: 6,
  padding: '0 6px',
  borderRadius: 8,
  background: vars.color.tint9,
  color: vars.color.primary,
  fontSize: 12,
});
export const separator = style({ height: 1, margin: '4px 0', background: vars.color.border });
export const item = style({
  padding: '8px 16px',
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: { '&[data-highlighted]': { background: vars.color.tint9, color: vars.color.primary } },
});
