import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' });
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: 26 });
export const lead = style({ margin: '8px 0 20px', color: vars.color.textMuted, fontSize: 14 });

export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 16,
  alignItems: 'end',
  padding: 20,
  marginBottom: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const wide = style({ gridColumn: '1 / -1' });
export const textarea = style({
  minHeight: 96,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 14,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.tint8}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const select = style({
  height: 40,
  padding: '0 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 14,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.tint6}` } },
});
export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  margin: 0,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: 14,
});
export const legend = style({ padding: '0 4px', fontWeight: 600, fontSize: 14 });
export const inlineCheck = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 12, color: vars.color.danger });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
  margin: '0 0 12px',
  fontSize: 14,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  padding: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
  marginBottom: 8,
});
export const cardTitle = style({ margin: 0, fontSize: 17 });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: '6px 16px',
  margin: '8px 0',
  fontSize: 14,
});
export const fact = style({ margin: 0 });
export const factLabel = style({ display: 'block', fontSize: 12, color: vars.color.textMuted });
export const subTitle = style({ margin: '12px 0 6px', fontSize: 14, fontWeight: 600 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });
export const th = style({
  padding: '6px 8px',
  textAlign: 'left',
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const tableWrap = style({ overflowX: 'auto' });
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });
export const muted = style({ color: vars.color.textMuted });

const badgeBase = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const badge = styleVariants({
  neutral: [
    badgeBase,
    { background: vars.color.page, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  ],
  info: [badgeBase, { background: vars.color.tint9, color: vars.color.primaryDark }],
  available: [badgeBase, { background: '#e8f6ee', color: '#1e824c' }],
  tight: [badgeBase, { background: '#fff4e0', color: '#9a5b00' }],
  overload: [badgeBase, { background: '#fdecea', color: '#b3261e' }],
  stopping: [badgeBase, { background: '#eceff1', color: '#455a64' }],
  demo: [badgeBase, { background: '#fff8e1', color: '#8a6d00', border: '1px dashed #d4b106' }],
});

export const button = style({
  height: 36,
  padding: '0 16px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: 14,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.tint6}`, outlineOffset: 2 },
  },
});
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
export const dot = styleVariants({
  done: {
    position: 'absolute',
    left: -7,
    top: 8,
    width: 12,
    height: 12,
    borderRadius: '50%',
    background: vars.color.success,
  },
  expected: {
    position: 'absolute',
    left: -7,
    top: 8,
    width: 12,
    height: 12,
    borderRadius: '50%',
    background: vars.color.surface,
    border: `2px solid ${vars.color.border}`,
    boxSizing: 'border-box',
  },
});
export const stepTitle = style({ margin: 0, fontWeight: 600, fontSize: 14 });
export const times = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 16px',
  margin: '2px 0 0',
  fontSize: 13,
});
export const legsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  fontSize: 13,
});
export const mark = style({ background: vars.color.tint8, color: 'inherit', padding: 0 });
