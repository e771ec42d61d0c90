import { themeDarkerShade, themeTints } from '../../domain/colour.ts';
import { vars } from './theme.css.ts';

/**
 * A contract variable (`var(--name)`) as the custom property it names. This is all that
 * @vanilla-extract/dynamic's setElementVars does for a global contract; doing it here keeps that
 * package and its helpers out of the first-load JavaScript, which sits at its budget.
 */
const propertyOf = (contractVar: string): string => contractVar.replace(/^var\((--[^,)]+).*$/, '$1');

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
  const values: [string, string][] = [
    [vars.color.primary, colour],
    [vars.color.primaryDark, themeDarkerShade(colour)],
    ...tintVars.map((name, step): [string, string] => [name, tints[step]!]),
  ];
  for (const [name, value] of values) element.style.setProperty(propertyOf(name), value);
}
