import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.page,
  fontSize: 14,
  lineHeight: 1.6,
});
// The room of the scrollbar is kept whether or not the page scrolls: the short first paint grows
// past the viewport when the app takes over, and a scrollbar appearing then moved every centred box
// (Lighthouse desktop CLS 0.004 on /rates). Only from tablet widths up: phones' scrollbars overlay
// the page and take no room, and a reserved gutter would only narrow a 390 px screen.
globalStyle('html', { '@media': { 'screen and (min-width: 768px)': { scrollbarGutter: 'stable' } } });
globalStyle('a', { color: vars.color.primary });
globalStyle('a:hover', { color: vars.color.primaryDark });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 });
globalStyle('button', { font: 'inherit' });
globalStyle('h1, h2, h3', { lineHeight: 1.3 });
