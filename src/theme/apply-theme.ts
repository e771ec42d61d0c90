import { setElementVars } from '@vanilla-extract/dynamic';
import { themeDarkerShade, themeTints } from '../../domain/colour.ts';
import { vars } from './theme.css.ts';

/** Applies a tenant or picked colour (#rrggbb) to the theme contract: base, tints and the 10 % darker shade. */
export function applyThemeColour(colour: string, element: HTMLElement = document.documentElement): void {
  const tints = themeTints(colour);
  setElementVars(element, {
    [vars.color.primary]: colour,
    [vars.color.primaryDark]: themeDarkerShade(colour),
    [vars.color.tint1]: tints[1]!,
    [vars.color.tint2]: tints[2]!,
    [vars.color.tint3]: tints[3]!,
    [vars.color.tint5]: tints[5]!,
    [vars.color.tint8]: tints[8]!,
    [vars.color.tint9]: tints[9]!,
  });
}
