import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { dialogPanel } from '../../ui/dialog.css.ts';

/** The booking and payment dialogs: one column, from a 390 px phone up. */
export const content = style([
  dialogPanel,
  {
    width: 560,
    maxWidth: 'calc(100vw - 24px)',
    maxHeight: 'calc(100vh - 24px)',
    boxSizing: 'border-box',
    padding: '24px clamp(16px, 5vw, 32px)',
    display: 'flex',
    flexDirection: 'column',
    gap: 16,
  },
]);

export const close = style({
  position: 'absolute',
  top: 8,
  right: 12,
  border: 'none',
  background: 'transparent',
  fontSize: 24,
  lineHeight: 1,
  padding: 4,
  cursor: 'pointer',
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, paddingRight: 32, fontSize: 20 });
export const lead = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const note = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 12, color: vars.color.danger });
export const alert = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: 14,
});
export const success = style({ margin: 0, fontSize: 16, fontWeight: 600, color: vars.color.success });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** Type, quantity and remove side by side; on a phone the type takes the whole first row. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: 8,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const typeField = style({
  '@media': { 'screen and (max-width: 480px)': { gridColumn: '1 / -1' } },
});

export const lineProblem = style({ gridColumn: '1 / -1', margin: 0, fontSize: 12, color: vars.color.danger });

export const fileName = style({ margin: 0, fontSize: 13, wordBreak: 'break-all' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
});

export const total = style({ margin: 0, fontSize: 18, fontWeight: 600 });

export const actions = style({ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'flex-end' });

export const qr = style({
  display: 'block',
  width: 200,
  height: 200,
  maxWidth: '100%',
  margin: '0 auto',
  imageRendering: 'pixelated',
});

/** What to do with the QR code, centred under it. */
export const scanHint = style({ margin: '8px 0 0', textAlign: 'center', fontWeight: 600 });

export const countdown = style({
  margin: 0,
  textAlign: 'center',
  fontSize: 28,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
  fontSize: 14,
});
globalStyle(`${facts} dd`, { margin: 0 });

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 12,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
