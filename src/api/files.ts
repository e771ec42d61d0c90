/**
 * The attorney file's calls (spec §5): the multipart upload, through the same client and headers
 * as every other call, and spec §7's download, which is a form post the browser itself makes.
 */
import type { UploadedFileAnswer, UploadReply } from '../../domain/api/booking.ts';
import { FilePath } from '../../domain/api/booking-paths.ts';
import type { DownloadFileForm } from '../../domain/api/booking-schemas.ts';
import { WEB_SYS_SOURCE } from '../../domain/api/envelope.ts';
import { answerOf } from '../../domain/api/failure.ts';
import { readAuthorization } from './authorization-store.ts';
import { send, servicesUrl } from './client.ts';

/** Up to 10 MiB on a slow line takes longer than a JSON call's 15 s; the dialog can abort sooner. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads one file as the form field `file`. Resolves to the stored file's description (its
 * fields sit beside code and message); a refusal (too large, wrong kind...) rejects with an
 * ApiFailure carrying the server's message in the user's language.
 */
export function uploadFile(file: File, options: { signal?: AbortSignal } = {}): Promise<UploadedFileAnswer> {
  return upload(FilePath.uploadFile, file, options);
}

/** A head picture (spec §3 headPic; PNG or JPEG, at most 2 MiB), stored until set or swept. */
export function uploadPicture(file: File): Promise<UploadedFileAnswer> {
  return upload(FilePath.uploadPicture, file, {});
}

async function upload(
  path: string,
  file: File,
  options: { signal?: AbortSignal },
): Promise<UploadedFileAnswer> {
  const form = new FormData();
  form.append('file', file);
  const { alifileName, fileName, size, contentType } = answerOf(
    await send<UploadReply>(path, {
      body: form,
      timeout: UPLOAD_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return { alifileName, fileName, size, contentType };
}

/**
 * Spec §7's download: a hidden form posted to `common/downloadfile` with the fields Authorization,
 * sys_source, alifileName and fileName. The answer is an attachment, so the browser saves it; it
 * opens in a new tab, which the browser closes once the download starts and which shows the
 * server's text if the file cannot be had (the page itself never navigates away).
 */
export function downloadFile(ref: { alifileName: string; fileName: string }): void {
  const fields = downloadFields(ref);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `${servicesUrl}${FilePath.downloadFile}`;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

const downloadFields = (ref: { alifileName: string; fileName: string }): Required<DownloadFileForm> => ({
  Authorization: readAuthorization() ?? '',
  sys_source: WEB_SYS_SOURCE,
  alifileName: ref.alifileName,
  fileName: ref.fileName,
});

/**
 * A stored picture (the head picture) as an object URL for an <img>. An <img> cannot send
 * the apiKey, so the bytes come through the same download post, read by the page; the server
 * answers them to their owner and the tenant's staff only. Rejects when the picture cannot be had.
 */
export async function pictureUrl(alifileName: string): Promise<string> {
  const response = await fetch(
    new Request(`${servicesUrl}${FilePath.downloadFile}`, {
      method: 'POST',
      body: new URLSearchParams(downloadFields({ alifileName, fileName: '' })),
    }),
  );
  if (!response.ok) throw new Error(`picture ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
