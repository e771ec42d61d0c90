import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_TENANT_ELEMENT_ID, type Tenant } from '../../domain/api/company.ts';
import { ShellPath } from '../../domain/api/shell-paths.ts';
import { catalogWord, parsePo, readCatalogWords } from '../../server/services/catalog-words.ts';
import {
  type FirstPaint,
  firstPaintLanguage,
  inlineStylesheets,
  PAGE_FRAME_MESSAGES,
  renderFirstPaint,
  routeAssets,
  SHELL_MESSAGES,
} from '../../server/services/first-paint.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

/** A first paint that does not wait for the JavaScript or getCompanyInfoById. */

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

describe('the page the server sends', () => {
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
    expect(chinese).toContain(`欢迎来到${company.companyNameScn}`);
    expect(chinese).toContain('>登录<');
    expect(chinese).toContain(
      `<h1>${company.companyNameScn}</h1><p>海运、海铁联运与全球物流，在线订舱。</p>`,
    );
    const english = (await page('/index', 'theme=x; lang=en')).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`Welcome to ${company.companyNameSen}`);
    expect(english).toContain('>Login<');
    expect((await page('/about', 'lang=en')).body).toContain('<div class="fp-main">Loading…</div>');
  });

  it("paints the freight page's title and lead with the header, in the visitor's language (Lighthouse's LCP element)", async () => {
    expect((await page('/rates')).body).toContain(
      '<div class="fp-page"><div class="fp-title"><h1>海运运价</h1></div><p>按航线、船公司和箱型查看全包价。时间均为港口当地时间。</p><p>加载中…</p></div>',
    );
    expect((await page('/tracking', 'lang=en')).body).toContain(
      '<h1>Cargo Tracking</h1></div><p>Track containers, bills of lading and booking numbers: the DCSA Track &amp; Trace milestones with planned, estimated and actual times in each port&#39;s local time.</p>',
    );
  });

  it("paints in the tenant's colour, as the app will (no change of colour when it takes over)", async () => {
    const company = inlineTenant((await page('/index')).body).company;
    const body = (await page('/index')).body;
    expect(body).toContain(`--portal-primary:${company.webThemeColor.toLowerCase()};`);
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
  const NO_WORDS = { cn: new Map(), en: new Map() };
  /** The page for `/index` in Chinese, no preloads and no catalog words, but for what `paint` sets. */
  const render = (paint: Partial<FirstPaint>): string =>
    renderFirstPaint(TEMPLATE, {
      tenant: undefined,
      language: 'cn',
      pathname: '/index',
      assets: { scripts: [], styles: [] },
      words: NO_WORDS,
      ...paint,
    });
  const tenant = (name: string, webHomeBgImg = ''): Tenant =>
    ({
      company: {
        companyId: 1,
        companyNameScn: name,
        companyNameSen: name,
        webOutLogo: '',
        webInLogo: '',
        webHomeBgImg,
        webThemeColor: 'not a colour',
      },
      menus: [],
    }) as unknown as Tenant;

  it("a tenant's picture address that could end the CSS value or the attribute is left out; its colour falls back to the default", () => {
    const paint = (picture: string) => render({ tenant: tenant('n', picture) });
    expect(paint('/media/banner-1.svg')).toContain('style="background-image:url(/media/banner-1.svg)"');
    for (const hostile of ['x) ;color:red', 'a"onload="x', "a'b", 'a b', 'a\\62'])
      expect(paint(hostile)).toContain('<div class="fp-hero"><h1>');
    expect(paint('')).toContain('--portal-primary:#409eff;');
  });

  it('a page frame whose words the catalog lacks is not painted (never a wrong word): the loading line instead', () => {
    const html = render({
      pathname: '/rates',
      words: { cn: new Map([[SHELL_MESSAGES.loading, '加载中…']]), en: new Map() },
    });
    expect(html).not.toContain('class="fp-page"');
    expect(html).toContain('<div class="fp-main">加载中…</div>');
  });

  it("a tenant's text cannot end the data block or inject markup, and still reads back as written", () => {
    const name = '</script><script>alert(1)</script> & "quotes" $& $\' \u2028';
    const html = render({ tenant: tenant(name) });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(inlineTenant(html).company.companyNameScn).toBe(name);
    expect(html).toContain('<span class="fp-name">&lt;/script&gt;&lt;script&gt;alert(1)');
    const welcome = render({
      tenant: tenant(name),
      language: 'en',
      words: { cn: new Map(), en: new Map([[SHELL_MESSAGES.welcome, '']]) },
    });
    expect(welcome).toContain(
      'Welcome to &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; $&amp; $&#39;',
    );
  });

  it('without a tenant (unknown company) sends the loading line only, and no data block', () => {
    const html = render({
      language: 'en',
      words: { cn: new Map(), en: new Map([[SHELL_MESSAGES.loading, '']]) },
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
  let words: Awaited<ReturnType<typeof readCatalogWords>>;
  beforeAll(async () => {
    words = await readCatalogWords();
  });
  const sources = (file: string) => readFileSync(file, 'utf8');

  it.each(Object.entries(SHELL_MESSAGES))('%s (%j) is in both catalogs', (_key, msgid) => {
    expect(catalogWord(words, 'cn', msgid)).toMatch(/\S/);
    expect(catalogWord(words, 'en', msgid)).toBe(msgid);
  });

  const frames = Object.entries(PAGE_FRAME_MESSAGES);
  it('names eight page frames', () => expect(frames).toHaveLength(8));
  it.each(frames)(
    "%s: its title is the route's title and its lead is its page's, in both catalogs",
    (route, frame) => {
      expect(sources('src/app/route-titles.ts')).toContain(`'${route}': msg\`${frame!.title}\``);
      for (const msgid of [frame!.title, frame!.lead]) {
        expect(catalogWord(words, 'cn', msgid)).toMatch(/\p{Script=Han}/u);
        expect(catalogWord(words, 'en', msgid)).toBe(msgid);
      }
      const pageFiles = readdirSync('src/features', { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => sources(path.join('src/features', file)));
      expect(
        pageFiles.some(
          (text) => text.includes(`route="${route}"`) && text.includes(`lead={t\`${frame!.lead}\`}`),
        ),
      ).toBe(true);
    },
  );
});

describe('parsePo', () => {
  it('reads one-line and continued strings with their escapes, and leaves out entries with a context or plural forms', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: cn\\n"',
      '',
      '#: src/a.tsx',
      'msgid "Say \\"hi\\""',
      'msgstr "说\\"你好\\""',
      '',
      'msgid "Long "',
      '"line"',
      'msgstr ""',
      '"长"',
      '"行"',
      '',
      'msgctxt "menu"',
      'msgid "Open"',
      'msgstr "打开"',
      '',
      'msgid "One"',
      'msgid_plural "Many"',
      'msgstr[0] "多"',
    ].join('\n');
    expect([...parsePo(po)]).toEqual([
      ['Say "hi"', '说"你好"'],
      ['Long line', '长行'],
    ]);
  });
});
