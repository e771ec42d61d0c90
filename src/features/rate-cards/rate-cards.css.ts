import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The toolbar wraps on a phone: carrier, lane filter and the add button each take a line. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'flex-end',
  marginBottom: 16,
});

export const surcharges = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: 12,
  margin: '0 0 16px',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

/** One surcharge: its five fields and the remove button in a row on wide screens, stacked on a phone. */
export const surchargeRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 8,
  alignItems: 'end',
  margin: 0,
  padding: '0 0 12px',
  border: 'none',
  borderBottom: `1px dashed ${vars.color.border}`,
  minWidth: 0,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr)) max-content' },
  },
});

export const rowProblem = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
