import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The review queue reads like the portal's other tables and scrolls inside on a phone. */
export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
globalStyle(`${table} th, ${table} td`, {
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, {
  background: vars.color.tint9,
  color: vars.color.text,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody tr:hover`, { background: vars.color.page });
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });
export const actions = style({ display: 'flex', gap: 8, alignItems: 'center', whiteSpace: 'nowrap' });
export const reason = style({
  height: 30,
  minWidth: 140,
  padding: '0 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 13,
});
const button = style({
  padding: '6px 14px',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: '#fff',
  lineHeight: 1.4,
  selectors: { '&:hover': { opacity: 0.85 } },
});
export const approve = style([button, { background: vars.color.success }]);
export const reject = style([button, { background: vars.color.danger }]);
