import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { tone } from '../workspace/records.css.ts';

// The record list's cell styles: the workspace's.
export { cellLines, muted, reason } from '../workspace/records.css.ts';
export const timeLeft = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' });
export const pay = style({
  height: 32,
  padding: '0 14px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: '#fff',
  fontSize: 14,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 } },
});
export const fileButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: 13,
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 } },
});
export const emptyLink = style({ alignSelf: 'center' });

export const status = {
  offered: tone.waiting,
  awaitingPayment: tone.waiting,
  inHand: tone.active,
  completed: tone.ok,
  refused: tone.refused,
  returned: tone.refused,
  cancelled: tone.ended,
};
