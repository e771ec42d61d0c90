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
globalStyle('a', { color: vars.color.primary });
globalStyle('a:hover', { color: vars.color.primaryDark });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 });
globalStyle('button', { font: 'inherit' });
globalStyle('h1, h2, h3', { lineHeight: 1.3 });
