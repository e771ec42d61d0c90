import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The customer's facts: two columns on a wide screen, one under the other on a phone (390 px). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
  margin: '0 0 16px',
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 479px)': { gridTemplateColumns: '1fr' } },
});
export const settings = style({ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 560 });
export const settingRow = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' });
export const section = style({
  marginTop: 24,
  padding: 12,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
