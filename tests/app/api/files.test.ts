/**
 * The attorney file's client calls. The upload posts FormData (one field `file`) through
 * the portal's client with its headers and rejects with the server's message; the download is
 * spec §7's form post (fields Authorization, sys_source, alifileName, fileName).
 */
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePath } from '../../../domain/api/booking-paths.ts';
import { ResultCode, WEB_SYS_SOURCE } from '../../../domain/api/envelope.ts';
import { ApiFailure } from '../../../domain/api/failure.ts';
import { clearAuthorization, storeAuthorization } from '../../../src/api/authorization-store.ts';
import { servicesUrl } from '../../../src/api/client.ts';
import { downloadFile, uploadFile } from '../../../src/api/files.ts';

afterEach(() => {
  vi.restoreAllMocks();
  clearAuthorization();
});

/** Answers every request with `answer` and records what was sent. */
const stubFetch = (answer: object, status = 200) => {
  const sent: { url: string; headers: Headers; body: string }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    // The raw body: undici's own multipart parser would build jsdom's File and trip over it.
    sent.push({ url: request.url, headers: request.headers, body: await request.text() });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
};

describe('uploadFile', () => {
  // fetch here is Node's, which encodes only its own FormData and File (jsdom's are other classes);
  // in a browser all of them are the browser's. Node's FormData is reached through a Response, and
  // recorded: in this mixed realm undici writes a file part's headers but not its bytes.
  let forms: FormData[] = [];
  beforeEach(async () => {
    forms = [];
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
      .constructor as typeof FormData;
    class RecordedFormData extends NodeFormData {
      constructor() {
        super();
        forms.push(this);
      }
    }
    vi.stubGlobal('FormData', RecordedFormData);
  });
  const fileOf = (text: string, name: string, type = '') =>
    new NodeFile([text], name, { type }) as unknown as File;

  it('posts the file as the one multipart field `file`, with sys_source, language and Authorization', async () => {
    storeAuthorization('key-of-the-session');
    const stored = {
      alifileName: 'Q'.repeat(32),
      fileName: '委托书.pdf',
      size: 9,
      contentType: 'application/pdf',
    };
    const sent = stubFetch({ code: ResultCode.success, message: 'Success', ...stored });
    const file = fileOf('%PDF-1.7\n', '委托书.pdf', 'application/pdf');
    await expect(uploadFile(file)).resolves.toEqual(stored);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe(`${servicesUrl}${FilePath.uploadFile}`);
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('sys_source')).toBe(WEB_SYS_SOURCE);
    expect(request?.headers.get('authorization')).toBe('key-of-the-session');
    expect(request?.headers.get('accept-language')).toBeTruthy();
    expect(request?.body).toContain('Content-Disposition: form-data; name="file"; filename="委托书.pdf"');
    expect(forms).toHaveLength(1);
    expect([...(forms[0]?.keys() ?? [])]).toEqual(['file']);
    expect(forms[0]?.get('file')).toBe(file);
  });

  it('rejects a refusal with an ApiFailure carrying the server message', async () => {
    stubFetch({ code: ResultCode.tooLarge, message: '单个文件不能超过10M' }, 413);
    const failure = await uploadFile(fileOf('x', 'big.pdf')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: ResultCode.tooLarge, message: '单个文件不能超过10M' });
  });
});

describe('spec §7: downloadFile', () => {
  it('submits a hidden form post to common/downloadfile with the four fields, then removes it', () => {
    storeAuthorization('key-of-the-session');
    const submitted: { action: string; method: string; target: string; fields: Record<string, string> }[] =
      [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.isConnected).toBe(true);
      submitted.push({
        action: this.action,
        method: this.method,
        target: this.target,
        fields: Object.fromEntries(
          [...this.querySelectorAll('input')].map((input) => [input.name, input.value] as const),
        ),
      });
    });
    downloadFile({ alifileName: 'Q'.repeat(32), fileName: '委托书.pdf' });
    expect(submitted).toEqual([
      {
        action: `${servicesUrl}${FilePath.downloadFile}`,
        method: 'post',
        target: '_blank',
        fields: {
          Authorization: 'key-of-the-session',
          sys_source: WEB_SYS_SOURCE,
          alifileName: 'Q'.repeat(32),
          fileName: '委托书.pdf',
        },
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });
});
