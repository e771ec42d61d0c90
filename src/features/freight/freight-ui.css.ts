import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Shared pieces of the freight pages: page frame, search form, result tables, badges. */
export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: '32px 16px',
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
});
export const title = style({ margin: 0, fontSize: 26 });
export const lead = style({ margin: 0, color: vars.color.textMuted });

export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: 16,
  alignItems: 'start',
  padding: 20,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const formActions = style({ display: 'flex', gap: 12, alignItems: 'flex-end', alignSelf: 'end' });

export const select = style({
  height: 40,
  padding: '0 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 14,
  background: vars.color.surface,
  color: vars.color.text,
});

export const secondaryButton = style({
  height: 36,
  padding: '0 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 14,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontSize: 14,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  background: vars.color.surface,
});
export const th = style({
  textAlign: 'left',
  padding: '10px 8px',
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: '10px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const sortButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}` } },
});

export const badge = styleVariants({
  spot: {
    padding: '1px 6px',
    borderRadius: 4,
    fontSize: 12,
    fontWeight: 700,
    color: '#fff',
    background: '#e6762e',
  },
  neutral: {
    padding: '1px 6px',
    borderRadius: 4,
    fontSize: 12,
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
});

export const gateNotice = style({
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: '12px 16px',
  borderRadius: vars.radius.sm,
  background: vars.color.tint9,
  border: `1px solid ${vars.color.tint6}`,
});

export const detailCell = style({
  padding: 16,
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: 16,
});
export const subTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });

export const pager = style({ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'flex-end' });
export const demoNote = style({ margin: 0, fontSize: 12, color: vars.color.textMuted, fontStyle: 'italic' });

export const toolbar = style({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' });
export const quantity = style({ width: 64, height: 30, padding: '0 6px' });
