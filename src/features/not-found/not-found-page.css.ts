import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ maxWidth: 640, margin: '0 auto', padding: '64px 16px', textAlign: 'center' });
export const code = style({ margin: 0, fontSize: 72, fontWeight: 700, color: vars.color.tint5 });
