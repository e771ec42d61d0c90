/**
 * The page the server sends for every app route (issue 12): the built index.html with, written in
 * per request, the tenant's branding as a JSON data block (spec §7 loads company info "synchronously
 * at start": the app reads it there instead of waiting for two API calls), a static shell of the
 * header and a loading line in the visitor's language, and preloads of the route's own chunk.
 *
 * The shell is plain HTML the app replaces on its first render; it takes the real header's boxes
 * (36 + 64 px, the logo's fixed box), so nothing moves when the app takes over. The menu entries
 * are left to the app: their words live in the client's catalogs.
 */
import { INLINE_TENANT_ELEMENT_ID, type Tenant } from '../../domain/api/company.ts';
import { HeaderSize, LANGUAGE_COOKIE } from '../../domain/constants.ts';
import { BARE_ROUTES } from '../../domain/routes.ts';
import type { Language } from '../messages.ts';

/** The shell's words: the same as the header's in the app's shell catalog (a test holds them equal). */
export const FIRST_PAINT_WORDS = {
  welcome: { cn: '欢迎来到{0}', en: 'Welcome to {0}' },
  customer: { cn: '客户', en: 'Customer' },
  login: { cn: '登录', en: 'Login' },
  loading: { cn: '加载中…', en: 'Loading…' },
} as const satisfies Record<string, Record<Language, string>>;

/** The language the app will show: its cookie (spec §1), else Chinese, as `rememberedLang` decides. */
export const firstPaintLanguage = (cookieHeader: string | undefined): Language => {
  const entry = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry?.slice(LANGUAGE_COOKIE.length + 1) === 'en' ? 'en' : 'cn';
};

/** The parts of Vite's build manifest this reads (`build.manifest` in vite.config.ts). */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** `/workspace/myReserve` is `src/routes/workspace-my-reserve.tsx` (the router's naming). */
const routeModuleOf = (pathname: string): string => {
  const name = pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '-');
  return `src/routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
};

/**
 * The route's chunk and the chunks it imports, to fetch while the entry loads instead of after it
 * ran. Its stylesheets are left to the app's own preload (as Vite links them).
 */
export const routeScripts = (manifest: BuildManifest | undefined, pathname: string): string[] => {
  const route = manifest?.[routeModuleOf(pathname)];
  if (manifest === undefined || route === undefined) return [];
  const imported = (route.imports ?? []).flatMap((key) => manifest[key] ?? []);
  return [route, ...imported].map(({ file }) => `/${file}`);
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON inside a script element: `<` is escaped so that no `</script>` in a tenant's text can end it. */
const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

// The header's geometry (src/features/header/header.css.ts) in the theme's CSS variables.
const SHELL_CSS = `
.fp-header{height:${HeaderSize.total}px}
.fp-top{height:${HeaderSize.top}px;background:var(--portal-header-top);color:#c0c4cc;font-size:13px}
.fp-bottom{height:${HeaderSize.bottom}px;background:var(--portal-surface);border-bottom:1px solid var(--portal-border)}
.fp-inner{display:flex;align-items:center;justify-content:space-between;gap:16px;max-width:1280px;height:100%;margin:0 auto;padding:0 16px}
.fp-welcome{min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-actions{display:flex;align-items:center;gap:16px;flex-shrink:0;white-space:nowrap}
.fp-logo{display:block;width:200px;height:40px;object-fit:contain;object-position:left center}
.fp-name{font-weight:700;font-size:18px}
.fp-main{min-height:60vh;display:flex;align-items:center;justify-content:center;color:var(--portal-text-muted)}
@media screen and (max-width:767px){.fp-welcome{display:none}.fp-actions{gap:8px;margin-left:auto}}
`
  .replace(/\n/g, '')
  .trim();

const isBare = (pathname: string): boolean =>
  BARE_ROUTES.some((bare) => pathname === bare || pathname.startsWith(`${bare}/`));

const headerShell = (tenant: Tenant, language: Language): string => {
  const { company } = tenant;
  const name = language === 'en' ? company.companyNameSen : company.companyNameScn;
  const logo = company.webOutLogo || company.webInLogo;
  const words = FIRST_PAINT_WORDS;
  return [
    '<div class="fp-header">',
    `<div class="fp-top"><div class="fp-inner"><span class="fp-welcome">${escapeHtml(words.welcome[language].replace('{0}', name))}</span>`,
    `<span class="fp-actions"><span>${words.customer[language]}</span><span>中文</span><span>English</span><span>${words.login[language]}</span></span></div></div>`,
    '<div class="fp-bottom"><div class="fp-inner">',
    logo
      ? `<img class="fp-logo" src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" width="200" height="40">`
      : `<span class="fp-name">${escapeHtml(name)}</span>`,
    '</div></div></div>',
  ].join('');
};

export interface FirstPaint {
  /** Undefined when the tenant is unknown: the app then loads it and says what failed. */
  tenant: Tenant | undefined;
  language: Language;
  pathname: string;
  /** The route's scripts (`routeScripts`). */
  scripts: string[];
}

/** The built index.html with the first paint written in; a template without its anchors is sent as it is. */
export const renderFirstPaint = (template: string, paint: FirstPaint): string => {
  const { tenant, language, pathname, scripts } = paint;
  const head = [
    `<style>${SHELL_CSS}</style>`,
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
  ].join('');
  const shell = [
    tenant && !isBare(pathname) ? headerShell(tenant, language) : '',
    `<div class="fp-main">${FIRST_PAINT_WORDS.loading[language]}</div>`,
  ].join('');
  const data = tenant
    ? `<script id="${INLINE_TENANT_ELEMENT_ID}" type="application/json">${jsonForScript(tenant)}</script>`
    : '';
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language === 'en' ? 'en' : 'zh-CN'}">`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>${data}`);
};
