import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import * as form from '../../ui/form.css.ts';

/** The logistics pages' own pieces (tabs, the tracking box and timeline); the rest is the freight kit's. */
/** The tracking numbers' box: the form's input, taller, in a monospaced face. */
export const textarea = style([
  form.input,
  {
    height: 'auto',
    minHeight: 96,
    padding: '8px 12px',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    resize: 'vertical',
  },
]);

export const tabs = style({
  display: 'flex',
  gap: 4,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: 16,
});
export const tab = style({
  padding: '8px 16px',
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'none',
  fontSize: 15,
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.tint6}` },
  },
});

export const timeline = style({
  margin: '8px 0 0',
  padding: 0,
  listStyle: 'none',
  borderLeft: `2px solid ${vars.color.border}`,
});
export const step = styleVariants({
  done: { position: 'relative', padding: '4px 0 12px 20px' },
  expected: { position: 'relative', padding: '4px 0 12px 20px', color: vars.color.textMuted },
});
const dotBase = style({
  position: 'absolute',
  left: -7,
  top: 8,
  width: 12,
  height: 12,
  borderRadius: '50%',
  boxSizing: 'border-box',
});
export const dot = styleVariants({
  done: [dotBase, { background: vars.color.success }],
  expected: [dotBase, { background: vars.color.surface, border: `2px solid ${vars.color.border}` }],
});
export const stepTitle = style({ margin: 0, fontWeight: 600, fontSize: 14 });
export const times = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 16px',
  margin: '2px 0 0',
  fontSize: 13,
});
export const mark = style({ background: vars.color.tint8, color: 'inherit', padding: 0 });
