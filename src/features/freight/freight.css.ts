import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import * as surface from '../../ui/surface.css.ts';

/** The freight pages' own pieces: frame, result cards, facts, badges, notices. Tables, forms, pager: src/ui. */
export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: '32px 16px',
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
  minWidth: 0,
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: 26 });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 12, color: vars.color.danger });
export const muted = style({ color: vars.color.textMuted });
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
  margin: 0,
  fontSize: 14,
  color: vars.color.textMuted,
});

/**
 * A toolbar under a long list that stays in view while the list scrolls (the rates' "Save
 * quotation"): it sticks to the window's bottom until the list's end comes into view.
 */
export const stickyBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  padding: '8px 72px 8px 12px',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style([surface.raised, { padding: 16, borderRadius: vars.radius.md }]);
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
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, fontSize: 13 });

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
  // White on this orange is 5.2:1 (WCAG AA; the old #e6762e was 3:1 at 12 px).
  spot: [badgeBase, { background: '#c2410c', color: '#fff' }],
  available: [badgeBase, { background: '#e8f6ee', color: vars.color.success }],
  tight: [badgeBase, { background: '#fff4e0', color: '#9a5b00' }],
  overload: [badgeBase, { background: '#fdecea', color: '#b3261e' }],
  stopping: [badgeBase, { background: '#eceff1', color: '#455a64' }],
  demo: [badgeBase, { background: '#fff8e1', color: '#8a6d00', border: '1px dashed #d4b106' }],
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

export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  gap: 16,
});
export const quantity = style({ width: 64, height: 30, padding: '0 6px' });

/** A time with whose time it is stays on one line: a date broken from its hour reads as two values. */
export const localTime = style({ whiteSpace: 'nowrap' });
