/** Theme colours, spec sections 5 (colour values) and 9 (tints and darker shade). */
import { Theme } from './constants.ts';

export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const RGB_COLOUR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** Reads `#rrggbb` or `rgb(r, g, b)` with each part 0 to 255; anything else is null. */
export const parseColour = (value: string): Rgb | null => {
  const text = value.trim();
  const hex = HEX_COLOUR.exec(text);
  if (hex) {
    return {
      red: Number.parseInt(hex[1]!, 16),
      green: Number.parseInt(hex[2]!, 16),
      blue: Number.parseInt(hex[3]!, 16),
    };
  }
  const rgb = RGB_COLOUR.exec(text);
  if (!rgb) return null;
  const [red, green, blue] = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  if (red > 255 || green > 255 || blue > 255) return null;
  return { red, green, blue };
};

export const isColour = (value: string): boolean => parseColour(value) !== null;

const hexByte = (channel: number): string => channel.toString(16).padStart(2, '0');

export const rgbToHex = ({ red, green, blue }: Rgb): string =>
  `#${hexByte(red)}${hexByte(green)}${hexByte(blue)}`;

/** Lower-case `#rrggbb`, or null when the value is not a colour. */
export const normaliseColour = (value: string): string | null => {
  const rgb = parseColour(value);
  return rgb ? rgbToHex(rgb) : null;
};

/** The tenant's or the picker's colour when it is one, else the default theme colour. */
export const themeColourOrDefault = (value: string | null | undefined): string =>
  (value ? normaliseColour(value) : null) ?? Theme.defaultColour;

const requireColour = (value: string): Rgb => {
  const rgb = parseColour(value);
  if (!rgb) throw new RangeError(`Not a colour: ${value}`);
  return rgb;
};

const mapChannels = (rgb: Rgb, channel: (value: number) => number): Rgb => ({
  red: channel(rgb.red),
  green: channel(rgb.green),
  blue: channel(rgb.blue),
});

/** Mixes the colour with white by `ratio` (0 keeps it, 1 is white), as Element UI's tintColor. */
export const tint = (colour: string, ratio: number): string =>
  rgbToHex(mapChannels(requireColour(colour), (value) => value + Math.round(ratio * (255 - value))));

/** Mixes the colour with black by `ratio`, as Element UI's shadeColor. */
export const darken = (colour: string, ratio: number): string =>
  rgbToHex(mapChannels(requireColour(colour), (value) => Math.round((1 - ratio) * value)));

/** The ten tints of the theme, from the base colour (step 0) to the lightest (step 0.9). */
export const themeTints = (base: string): string[] => Theme.tintSteps.map((ratio) => tint(base, ratio));

/** The 10 % darker shade used for pressed and active states. */
export const themeDarkerShade = (base: string): string => darken(base, Theme.darkerShade);
