import { describe, expect, it } from 'vitest';
import {
  darken,
  isColour,
  normaliseColour,
  parseColour,
  themeColourOrDefault,
  themeDarkerShade,
  themeTints,
  tint,
} from '../../domain/colour.ts';

describe('spec §5 Colour values', () => {
  it('parses #rrggbb in either case', () => {
    expect(parseColour('#409EFF')).toEqual({ red: 64, green: 158, blue: 255 });
  });
  it('parses rgb(r,g,b) at the 0 and 255 boundaries, with or without spaces', () => {
    expect(parseColour('rgb(0,0,0)')).toEqual({ red: 0, green: 0, blue: 0 });
    expect(parseColour('rgb( 255 , 255 ,255 )')).toEqual({ red: 255, green: 255, blue: 255 });
  });
  it('refuses a part of 256 and short or long hex', () => {
    expect(parseColour('rgb(255,256,0)')).toBeNull();
    expect(isColour('#abc')).toBe(false);
    expect(isColour('#409eff0')).toBe(false);
    expect(isColour('rgb(-1,0,0)')).toBe(false);
  });
  it('normalises to lower-case #rrggbb', () => {
    expect(normaliseColour('rgb(64, 158, 255)')).toBe('#409eff');
    expect(normaliseColour('#0A0B0C')).toBe('#0a0b0c');
    expect(normaliseColour('blue')).toBeNull();
  });
});

describe('spec §9 Theme: default base colour #409eff', () => {
  it('falls back to the default for a missing or invalid tenant colour', () => {
    expect(themeColourOrDefault('')).toBe('#409eff');
    expect(themeColourOrDefault(null)).toBe('#409eff');
    expect(themeColourOrDefault('not a colour')).toBe('#409eff');
  });
  it('keeps a valid tenant colour, normalised', () => {
    expect(themeColourOrDefault('RGB(1,2,3)')).toBe('#010203');
  });
});

describe('spec §9 Theme: ten tints from 0 to 0.9 and a 10% darker shade (Element UI)', () => {
  it("matches Element UI's primary palette for #409eff", () => {
    const tints = themeTints('#409eff');
    expect(tints).toHaveLength(10);
    expect(tints[0]).toBe('#409eff');
    expect(tints[1]).toBe('#53a8ff');
    expect(tints[9]).toBe('#ecf5ff');
    expect(themeDarkerShade('#409eff')).toBe('#3a8ee6');
    expect(darken('#409eff', 0.1)).toBe('#3a8ee6');
  });
  it('mixes with white and black at the extremes', () => {
    expect(tint('#000000', 1)).toBe('#ffffff');
    expect(darken('#ffffff', 1)).toBe('#000000');
  });
  it('gets lighter at every step', () => {
    const reds = themeTints('#000000').map((hex) => Number.parseInt(hex.slice(1, 3), 16));
    expect(reds).toEqual([0, 26, 51, 77, 102, 128, 153, 179, 204, 230]);
  });
  it('refuses a non-colour', () => {
    expect(() => themeTints('#xyz')).toThrow(RangeError);
  });
});
