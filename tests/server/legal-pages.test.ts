// The pages the registration's agreement links to (spec §5 Register): the tenant's words, in the visitor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NAME_CN, DEMO_NAME_EN, demoLegalContent } from '../../server/db/seed/demo-tenant.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (path: string, lang?: 'cn' | 'en') =>
  t.app.inject({ method: 'GET', url: path, headers: lang ? { cookie: `lang=${lang}` } : {} });

describe('legal pages', () => {
  it('spec §5: /agreement shows the tenant’s user agreement, in Chinese by default', async () => {
    const answer = await page('/agreement');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<html lang="zh-CN">');
    expect(answer.body).toContain('<h1>用户协议</h1>');
    expect(answer.body).toContain(demoLegalContent.agreement[0]!.headingCn);
    expect(answer.body).toContain(DEMO_NAME_CN);
  });

  it('spec §5: /privacy shows the tenant’s privacy policy in English for an English visitor', async () => {
    const answer = await page('/privacy', 'en');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>Privacy policy</h1>');
    expect(answer.body).toContain(demoLegalContent.privacy[0]!.headingEn);
    expect(answer.body).toContain(DEMO_NAME_EN);
  });
});
