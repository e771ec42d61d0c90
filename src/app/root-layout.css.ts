import { style } from '@vanilla-extract/css';

export const main = style({ minHeight: 'calc(100vh - 102px - 240px)' });
export const bareMain = style({ minHeight: '100vh' });

/** Holds the footer's place while it loads, so nothing jumps. */
export const footerPlaceholder = style({ minHeight: 240 });
