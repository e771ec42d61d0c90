import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/**
 * Sticky at the window's bottom right while the page scrolls, but placed in the flow between the
 * page and the footer: once the footer comes into view the bubble stays above it instead of
 * covering its text, and at the end of the page it has a row of its own instead of covering the
 * page's last card. On a phone there is no room beside the text for it to float over: it stays in
 * that row, after the page. tests/e2e/layout-nav.test.ts.
 */
export const dock = style({
  position: 'sticky',
  '@media': { 'screen and (max-width: 767px)': { position: 'relative' } },
  bottom: 16,
  // Below the header (1000) and any dialog's overlay (1500), which dims it like the page.
  zIndex: 900,
  width: 48,
  height: 48,
  margin: '16px 16px 16px auto',
});

/** The open card stands above the bubble, out of the flow. */
export const card = style({
  position: 'absolute',
  right: 0,
  bottom: 60,
  width: 300,
  maxWidth: 'calc(100vw - 32px)',
  padding: 16,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  borderTop: `4px solid ${vars.color.primary}`,
});
export const cardHeader = style({ display: 'flex', gap: 12, alignItems: 'center' });
export const avatar = style({ borderRadius: '50%' });
export const name = style({ margin: 0, fontSize: 16 });
export const company = style({ margin: 0, color: vars.color.textMuted, fontSize: 12 });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '6px 12px',
  margin: '12px 0 0',
  alignItems: 'center',
});
export const copy = style({
  marginLeft: 8,
  padding: '1px 8px',
  border: `1px solid ${vars.color.tint5}`,
  borderRadius: vars.radius.sm,
  background: vars.color.tint9,
  color: vars.color.primary,
  cursor: 'pointer',
  fontSize: 12,
});

/**
 * A round 48 px button (its name stays for screen readers) covers little of the tables and
 * text it floats over; the footer keeps room below its last line for it (footer.css.ts).
 */
export const bubble = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.primary,
  color: '#fff',
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  fontSize: 15,
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});
