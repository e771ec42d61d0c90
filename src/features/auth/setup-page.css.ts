import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ maxWidth: 480, margin: '0 auto', padding: '32px 20px' });
export const title = style({ fontSize: 22, marginTop: 0 });
export const hint = style({ margin: '-8px 0 0', color: vars.color.textMuted, fontSize: 13 });
export const refusal = style({ color: vars.color.danger, margin: 0 });
