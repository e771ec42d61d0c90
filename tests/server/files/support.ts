/** Helpers of the attorney-file tests: sample files by their first bytes, multipart bodies, the calls. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { FilePath } from '../../../domain/api/booking-paths.ts';
import type { TestApp } from '../support/test-app.ts';

/** Small but real-looking files of each kind, and what an executable starts with. */
export const samples = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  png: Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]),
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]),
};

/** A PDF of exactly `size` bytes. */
export const pdfOfSize = (size: number): Buffer => {
  const file = Buffer.alloc(size, 0x20);
  samples.pdf.copy(file, 0, 0, Math.min(size, samples.pdf.length));
  return file;
};

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

const BOUNDARY = '----portal-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body as a browser builds it. */
export const multipart = (parts: Part[]): { payload: Buffer; contentType: string } => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
};

let addresses = 0;
const freshAddress = (): string => {
  addresses += 1;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export const upload = (
  t: TestApp,
  parts: Part[],
  { apiKey, language = 'en' }: { apiKey?: string; language?: 'en' | 'cn' } = {},
): Promise<LightMyRequestResponse> => {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/${FilePath.uploadFile}`,
    remoteAddress: freshAddress(),
    headers: {
      'content-type': contentType,
      'accept-language': language,
      ...(apiKey === undefined ? {} : { authorization: apiKey }),
    },
    payload,
  });
};

/** Uploads one file as the form field `file`. */
export const uploadOne = (
  t: TestApp,
  data: Buffer,
  filename: string,
  options: Parameters<typeof upload>[2] = {},
): Promise<LightMyRequestResponse> => upload(t, [{ name: 'file', filename, data }], options);

/** Spec §7's download form post. */
export const download = (
  t: TestApp,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: `/api/${FilePath.downloadFile}`,
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** `<DATA_DIR>/files` of a test app (its DATA_DIR is the test database's folder). */
export const filesDirOf = (t: TestApp): string => path.join(t.database.dir, 'files');

/** Every entry of the files folder, temporary ones included. */
export const filesOnDisk = async (t: TestApp): Promise<string[]> =>
  (await readdir(filesDirOf(t)).catch(() => [] as string[])).sort();
