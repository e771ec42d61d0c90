/**
 * An attorney file's kind comes from its first bytes (PDF, JPEG, PNG), never from its
 * name or the browser's content type, so a renamed executable is refused.
 */
import { describe, expect, it } from 'vitest';
import {
  ATTORNEY_FILE_KINDS,
  CONTENT_TYPE_OF,
  FILE_KIND_HEAD_BYTES,
  fileKindOf,
} from '../../../domain/booking/file-kind.ts';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])),
  );

describe('fileKindOf decides the kind by the first bytes', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'pdf'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF'), 'jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 'Exif'), 'jpeg'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0x00), 'png'],
  ])('%s', (_, head, kind) => {
    expect(fileKindOf(head)).toBe(kind);
  });

  it.each([
    ['a Windows executable (MZ)', bytes('MZ', 0x90, 0x00, 0x03, 0x00, 0x00, 0x00)],
    ['an ELF executable', bytes(0x7f, 'ELF', 0x02, 0x01, 0x01, 0x00)],
    ['a ZIP (docx, jar)', bytes('PK', 0x03, 0x04, 0x14, 0x00, 0x06, 0x00)],
    ['an HTML page', bytes('<!DOCTYPE html>')],
    ['a GIF', bytes('GIF89a', 0x01, 0x00)],
    ['"%PDF" without its dash', bytes('%PDF1.7')],
    ['a PNG signature cut short', bytes(0x89, 'PNG', 0x0d, 0x0a)],
    ['two bytes of a JPEG', bytes(0xff, 0xd8)],
    ['nothing', bytes()],
  ])('refuses %s', (_, head) => {
    expect(fileKindOf(head)).toBeNull();
  });

  it('needs no more than FILE_KIND_HEAD_BYTES bytes, whatever follows', () => {
    const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a);
    expect(png.length).toBeLessThanOrEqual(FILE_KIND_HEAD_BYTES);
    expect(fileKindOf(Uint8Array.from([...png, ...bytes('MZ anything')]))).toBe('png');
  });

  it('gives every kind one content type', () => {
    expect(ATTORNEY_FILE_KINDS.map((kind) => CONTENT_TYPE_OF[kind])).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
  });
});
