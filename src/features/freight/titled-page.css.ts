import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' });
export const title = style({ margin: 0, fontSize: 26 });
