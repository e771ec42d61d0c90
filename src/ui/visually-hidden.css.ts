import { style } from '@vanilla-extract/css';

/** Read by screen readers, not drawn: a legend or label whose meaning the layout already shows. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
