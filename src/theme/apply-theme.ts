import { setElementVars } from '@vanilla-extract/dynamic';
import { themeDarkerShade, themeTints } from '../../domain/colour.ts';
import { vars } from './theme.css.ts';

/** Applies a tenant or picked colour (#rrggbb) to the theme contract: base, tints and the 10 % darker shade. */
export function applyThemeColour(colour: string, element: HTMLElement = document.documentElement): void {
  const tints = themeTints(colour);
  const tintVars = [
    vars.color.tint0,
    vars.color.tint1,
    vars.color.tint2,
    vars.color.tint3,
    vars.color.tint4,
    vars.color.tint5,
    vars.color.tint6,
    vars.color.tint7,
    vars.color.tint8,
    vars.color.tint9,
  ];
  setElementVars(element, {
    [vars.color.primary]: colour,
    [vars.color.primaryDark]: themeDarkerShade(colour),
    ...Object.fromEntries(tintVars.map((name, step) => [name, tints[step]!])),
  });
}
