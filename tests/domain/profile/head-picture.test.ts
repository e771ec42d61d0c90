/** Spec §3 headPic: the head picture is a PNG or a JPEG by its first bytes, at most 2 MiB (both sides). */
import { describe, expect, it } from 'vitest';
import { HEAD_PICTURE_MAX_BYTES, headPictureProblem } from '../../../domain/profile/head-picture.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.7');
const TEXT = new TextEncoder().encode('hello there');

describe('headPictureProblem', () => {
  it('takes a PNG or a JPEG up to 2 MiB', () => {
    expect(headPictureProblem(1000, PNG)).toBeNull();
    expect(headPictureProblem(HEAD_PICTURE_MAX_BYTES, JPEG)).toBeNull();
  });

  it('refuses a PDF, text or an empty file whatever its name says', () => {
    expect(headPictureProblem(1000, PDF)).toBe('headPictureTypeNotAllowed');
    expect(headPictureProblem(1000, TEXT)).toBe('headPictureTypeNotAllowed');
    expect(headPictureProblem(0, new Uint8Array())).toBe('headPictureTypeNotAllowed');
  });

  it('refuses a picture one byte over 2 MiB', () => {
    expect(headPictureProblem(HEAD_PICTURE_MAX_BYTES + 1, PNG)).toBe('headPictureTooLarge');
  });
});
