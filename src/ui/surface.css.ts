import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A box raised above the page: cards, pop-up lists. */
export const raised = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});
