import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ paddingBottom: 32 });
export const banner = style({
  padding: '56px 16px',
  textAlign: 'center',
  color: '#fff',
  background: `linear-gradient(120deg, ${vars.color.primaryDark}, ${vars.color.tint3})`,
});
export const title = style({ margin: 0, fontSize: 32 });
export const subtitle = style({ margin: '8px 0 0', fontSize: 16, opacity: 0.9 });
export const blocks = style({ maxWidth: 1000, margin: '0 auto', padding: '32px 16px' });
export const innerTitle = style({ textAlign: 'center', fontSize: 24, marginBottom: 24 });
export const block = style({
  marginBottom: 24,
  padding: '20px 24px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.primary}`,
});
export const download = style({
  display: 'inline-block',
  padding: '10px 20px',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});
