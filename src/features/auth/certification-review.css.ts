import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ padding: '24px 32px' });
export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface });
export const actions = style({ display: 'flex', gap: 8, alignItems: 'center' });
const button = style({
  padding: '4px 12px',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: '#fff',
});
export const approve = style([button, { background: vars.color.success }]);
export const reject = style([button, { background: vars.color.danger }]);
