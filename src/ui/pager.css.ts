import { style } from '@vanilla-extract/css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'flex-end',
  fontSize: 14,
});
