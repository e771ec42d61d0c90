import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract. Variable names are fixed (global contract) because the tenant colour is
 * applied at runtime, after the stylesheet is built (see apply-theme.ts).
 */
export const vars = createGlobalThemeContract({
  color: {
    primary: 'portal-primary',
    primaryDark: 'portal-primary-dark',
    tint0: 'portal-primary-tint-0',
    tint1: 'portal-primary-tint-1',
    tint2: 'portal-primary-tint-2',
    tint3: 'portal-primary-tint-3',
    tint4: 'portal-primary-tint-4',
    tint5: 'portal-primary-tint-5',
    tint6: 'portal-primary-tint-6',
    tint7: 'portal-primary-tint-7',
    tint8: 'portal-primary-tint-8',
    tint9: 'portal-primary-tint-9',
    text: 'portal-text',
    textMuted: 'portal-text-muted',
    surface: 'portal-surface',
    page: 'portal-page',
    border: 'portal-border',
    danger: 'portal-danger',
    success: 'portal-success',
    headerTop: 'portal-header-top',
    footer: 'portal-footer',
  },
  font: { body: 'portal-font-body' },
  radius: { sm: 'portal-radius-sm', md: 'portal-radius-md' },
  shadow: { card: 'portal-shadow-card' },
});

/** Defaults before the tenant loads: the spec's default base colour #409eff and its tints. */
createGlobalTheme(':root', vars, {
  color: {
    primary: '#409eff',
    primaryDark: '#3a8ee6',
    tint0: '#409eff',
    tint1: '#53a8ff',
    tint2: '#66b1ff',
    tint3: '#79bbff',
    tint4: '#8cc5ff',
    tint5: '#a0cfff',
    tint6: '#b3d8ff',
    tint7: '#c6e2ff',
    tint8: '#d9ecff',
    tint9: '#ecf5ff',
    text: '#303133',
    textMuted: '#606266',
    surface: '#ffffff',
    page: '#f5f7fa',
    border: '#dcdfe6',
    danger: '#c0392b',
    // 5.1:1 on the light green badge, 5.7:1 on white (WCAG AA; the old #1e824c was 4.3:1 on the badge).
    success: '#1a7544',
    headerTop: '#1f2d3d',
    footer: '#1f2d3d',
  },
  font: {
    body: '"PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
  },
  radius: { sm: '4px', md: '8px' },
  shadow: { card: '0 2px 12px rgba(0, 0, 0, 0.1)' },
});
