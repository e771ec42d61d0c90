import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const hero = style({
  padding: '96px 16px',
  textAlign: 'center',
  color: '#fff',
  backgroundColor: vars.color.primaryDark,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});
export const heroTitle = style({ margin: 0, fontSize: 36, textShadow: '0 2px 6px rgba(0, 0, 0, 0.3)' });
export const heroText = style({ margin: '12px 0 0', fontSize: 18 });

/** The rate search's card over the hero's foot; its height is kept while it loads. */
export const search = style({
  position: 'relative',
  maxWidth: 1200,
  minHeight: 120,
  margin: '-48px auto 0',
  padding: '8px 16px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const tools = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: 20,
  maxWidth: 1200,
  margin: '24px auto 0',
  padding: '0 16px',
});
export const tool = style({
  display: 'block',
  padding: 24,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  borderTop: `3px solid ${vars.color.primary}`,
  selectors: { '&:hover': { transform: 'translateY(-2px)', color: vars.color.text } },
});
export const toolTitle = style({ margin: '0 0 8px', fontSize: 18, color: vars.color.primary });
export const toolText = style({ margin: 0, color: vars.color.textMuted });
