import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_TENANT_ELEMENT_ID, type Tenant } from '../../domain/api/company.ts';
import { ShellPath } from '../../domain/api/shell-paths.ts';
import {
  FIRST_PAINT_WORDS,
  firstPaintLanguage,
  inlineStylesheets,
  renderFirstPaint,
  routeAssets,
} from '../../server/services/first-paint.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

/** Issue 12 point 2: a first paint that does not wait for the JavaScript or getCompanyInfoById. */

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/index-s1.css"></head><body><div id="root"></div><script type="module" src="/assets/index-e1.js"></script></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', imports: ['_vendor'] },
  _vendor: { file: 'assets/vendor-v1.js' },
  'src/routes/rates.tsx': {
    file: 'assets/rates-r1.js',
    imports: ['_vendor', '_kit'],
    css: ['assets/rates-r1.css'],
  },
  _kit: { file: 'assets/kit-k1.js', imports: ['_deep'], css: ['assets/kit-k1.css'] },
  _deep: { file: 'assets/deep-d1.js' },
  'src/routes/workspace.tsx': { file: 'assets/workspace-f1.js' },
  'src/routes/workspace-my-reserve.tsx': { file: 'assets/workspace-my-reserve-w1.js' },
  'src/locales/cn/messages.po': { file: 'assets/messages-cn.js' },
  'src/locales/en/messages.po': { file: 'assets/messages-en.js' },
  'src/locales/cn/freight.po': { file: 'assets/freight-cn.js' },
  'src/locales/en/freight.po': { file: 'assets/freight-en.js' },
  'src/locales/en/rates.po': { file: 'assets/rates-en.js' },
  'src/locales/cn/booking.po': { file: 'assets/booking-cn.js' },
};

const STYLESHEET = '.app{color:#303133}';

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-first-paint-'));
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets', 'index-s1.css'), STYLESHEET);
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await startTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

const inlineTenant = (html: string): Tenant => {
  const match = html.match(
    new RegExp(`<script id="${INLINE_TENANT_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Tenant;
};

describe('the page the server sends (issue 12)', () => {
  it('carries the tenant the app would load at start: the same answers as getCompanyInfoById and the menu list', async () => {
    const html = (await page('/index')).body;
    const company = (await post(t.app, ShellPath.getCompanyInfoById, { companyId: 1 })).json().data;
    const menus = (await post(t.app, ShellPath.getWebMenuList, { companyId: 1 })).json().data;
    expect(inlineTenant(html)).toEqual({ company, menus });
  });

  it('spec §1: is written in the language of the language cookie, Chinese without one', async () => {
    const company = inlineTenant((await page('/index')).body).company;
    const chinese = (await page('/index')).body;
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain(FIRST_PAINT_WORDS.welcome.cn.replace('{0}', company.companyNameScn));
    expect(chinese).toContain(`>${FIRST_PAINT_WORDS.login.cn}<`);
    const english = (await page('/index', 'theme=x; lang=en')).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(FIRST_PAINT_WORDS.welcome.en.replace('{0}', company.companyNameSen));
    expect(english).toContain(`>${FIRST_PAINT_WORDS.loading.en}<`);
  });

  it('shows the header shell with the logo in its fixed box, and none on the bare routes (spec §2)', async () => {
    const company = inlineTenant((await page('/rates')).body).company;
    const rates = (await page('/rates')).body;
    expect(rates).toContain('class="fp-header"');
    expect(rates).toContain(`src="${company.webOutLogo || company.webInLogo}"`);
    expect(rates).toContain('width="200" height="40"');
    for (const bare of ['/workspace/myReserve', '/quotation', '/pay']) {
      const body = (await page(bare)).body;
      expect(body).not.toContain('class="fp-header"');
      expect(body).toContain('class="fp-main"');
    }
  });

  it("preloads the route's chunk, what it imports and its catalogs in the visitor's language while the entry loads; none for an unknown page", async () => {
    const rates = (await page('/rates?pol=CNSHA', 'lang=en')).body;
    for (const file of [
      '/assets/rates-r1.js',
      '/assets/vendor-v1.js',
      '/assets/kit-k1.js',
      '/assets/messages-en.js',
      '/assets/freight-en.js',
      '/assets/rates-en.js',
    ]) {
      expect(rates).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
    expect(rates).not.toContain('-cn.js');
    expect(rates).toContain('<link rel="preload" as="style" crossorigin href="/assets/kit-k1.css">');
    const reserve = (await page('/workspace/myReserve')).body;
    for (const file of [
      'workspace-f1',
      'workspace-my-reserve-w1',
      'messages-cn',
      'booking-cn',
      'freight-cn',
    ]) {
      expect(reserve).toContain(`href="/assets/${file}.js"`);
    }
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('modulepreload');
  });

  it("writes the entry's stylesheet into the page instead of linking it (one round trip less before the first paint)", async () => {
    const body = (await page('/index')).body;
    expect(body).toContain(`<style>${STYLESHEET}</style>`);
    expect(body).not.toContain('rel="stylesheet"');
  });
});

describe('inlineStylesheets', () => {
  it('keeps the link of a stylesheet it could not read, and no stylesheet can end its element', () => {
    expect(inlineStylesheets(TEMPLATE, new Map())).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-s1.css">',
    );
    const html = inlineStylesheets(
      TEMPLATE,
      new Map([['/assets/index-s1.css', 'a{}</style><script>x</script>']]),
    );
    expect(html).toContain('<style>a{}<\\/style><script>x</script></style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('renderFirstPaint', () => {
  const tenant = (name: string): Tenant =>
    ({
      company: { companyId: 1, companyNameScn: name, companyNameSen: name, webOutLogo: '', webInLogo: '' },
      menus: [],
    }) as unknown as Tenant;

  it("a tenant's text cannot end the data block or inject markup, and still reads back as written", () => {
    const name = '</script><script>alert(1)</script> & "quotes" \u2028';
    const html = renderFirstPaint(TEMPLATE, {
      tenant: tenant(name),
      language: 'cn',
      pathname: '/index',
      assets: { scripts: [], styles: [] },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(inlineTenant(html).company.companyNameScn).toBe(name);
    expect(html).toContain('<span class="fp-name">&lt;/script&gt;&lt;script&gt;alert(1)');
  });

  it('without a tenant (unknown company) sends the loading line only, and no data block', () => {
    const html = renderFirstPaint(TEMPLATE, {
      tenant: undefined,
      language: 'en',
      pathname: '/index',
      assets: { scripts: [], styles: [] },
    });
    expect(html).not.toContain(INLINE_TENANT_ELEMENT_ID);
    expect(html).toContain('<div id="root"><div class="fp-main">Loading…</div></div>');
  });

  it('finds route modules by the router naming, and nothing without a manifest', () => {
    expect(routeAssets(MANIFEST, '/workspace/myReserve', 'en').scripts).toEqual([
      '/assets/workspace-f1.js',
      '/assets/workspace-my-reserve-w1.js',
      '/assets/messages-en.js',
      '/assets/freight-en.js',
    ]);
    // Imports of imports too, and the chunks' stylesheets.
    expect(routeAssets(MANIFEST, '/rates', 'cn')).toEqual({
      scripts: [
        '/assets/rates-r1.js',
        '/assets/vendor-v1.js',
        '/assets/kit-k1.js',
        '/assets/deep-d1.js',
        '/assets/messages-cn.js',
        '/assets/freight-cn.js',
      ],
      styles: ['/assets/rates-r1.css', '/assets/kit-k1.css'],
    });
    expect(routeAssets(MANIFEST, '/tracking', 'cn')).toEqual({ scripts: [], styles: [] });
    expect(routeAssets(undefined, '/rates', 'cn')).toEqual({ scripts: [], styles: [] });
  });

  it.each([
    [undefined, 'cn'],
    ['lang=en', 'en'],
    ['a=1; lang=en; b=2', 'en'],
    ['lang=cn', 'cn'],
    ['lang=fr', 'cn'],
    ['xlang=en', 'cn'],
  ] as const)('spec §1: cookie %j shows %s', (cookie, language) => {
    expect(firstPaintLanguage(cookie)).toBe(language);
  });
});

describe("the shell's words are the app's (they must not change when the app takes over)", () => {
  const catalog = (lang: 'cn' | 'en') =>
    readFileSync(path.join('src', 'locales', lang, 'messages.po'), 'utf8');
  const translation = (po: string, msgid: string): string | undefined =>
    po.match(new RegExp(`\\nmsgid "${msgid.replace(/[{}]/g, '\\$&')}"\\nmsgstr "(.*)"`))?.[1];

  it.each([
    ['welcome', 'Welcome to {0}'],
    ['customer', 'Customer'],
    ['login', 'Login'],
    ['loading', 'Loading…'],
  ] as const)('%s is %j in the shell catalog in both languages', (key, msgid) => {
    expect(translation(catalog('cn'), msgid)).toBe(FIRST_PAINT_WORDS[key].cn);
    expect(translation(`\n${catalog('en')}`, msgid) || msgid).toBe(FIRST_PAINT_WORDS[key].en);
  });
});
