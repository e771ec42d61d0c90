/**
 * The page the server sends for every app route (the first paint): the built index.html with, written in
 * per request, the tenant's branding as a JSON data block (spec §7 loads company info "synchronously
 * at start": the app reads it there instead of waiting for two API calls), a static shell of the
 * header and of the page's frame in the visitor's language, and preloads of the route's own chunk.
 *
 * The shell is plain HTML the app replaces on its first render; it takes the real header's and
 * page frame's boxes (36 + 64 px, the logo's fixed box; src/features/freight/page-frame.tsx), so
 * nothing moves when the app takes over. Its words are the app's, read from the catalogs
 * (catalog-words.ts). The menu entries are left to the app.
 */
import { INLINE_TENANT_ELEMENT_ID, type Tenant } from '../../domain/api/company.ts';
import { themeColourOrDefault, themeDarkerShade } from '../../domain/colour.ts';
import { HeaderSize, LANGUAGE_COOKIE } from '../../domain/constants.ts';
import {
  type AppRoute,
  BARE_ROUTES,
  type CatalogAreaName,
  FRAME_ROUTES,
  ROUTE_CATALOGS,
} from '../../domain/routes.ts';
import type { Language } from '../messages.ts';
import { type CatalogWords, catalogWord } from './catalog-words.ts';

/** The header shell's words, by their source messages in the app's shell catalog. */
export const SHELL_MESSAGES = {
  welcome: 'Welcome to {0}',
  customer: 'Customer',
  login: 'Login',
  loading: 'Loading…',
  /** The home page's hero line under the company's name (src/features/home/home-page.tsx). */
  homeHero: 'Sea freight, sea-rail and global logistics, booked online.',
} as const;

/**
 * The frame of the pages whose largest text is their lead (Lighthouse's LCP element): title
 * (src/app/route-titles.ts) and lead (the page's `PageFrame`), by source message. Written into the
 * first paint, the lead is painted with the header instead of after some 25 chunks ran.
 */
export const PAGE_FRAME_MESSAGES: Partial<Record<AppRoute, { title: string; lead: string }>> = {
  '/rates': {
    title: 'Sea Freight Rates',
    lead: 'All-in prices by lane, carrier and container type. Times are local at the port.',
  },
  '/spotFreight': {
    title: 'Spot Freight',
    lead: 'Sailing-specific prices with a loading guarantee and live inventory per container type.',
  },
  '/schedules': {
    title: 'Sailing Schedules',
    lead: 'Sailings between two ports with vessel, voyage, service, transit time, transshipments and the DCSA cut-offs; or the port calls of one vessel.',
  },
  '/tracking': {
    title: 'Cargo Tracking',
    lead: "Track containers, bills of lading and booking numbers: the DCSA Track & Trace milestones with planned, estimated and actual times in each port's local time.",
  },
  '/lookPresentCabin': {
    title: 'Available Space',
    lead: 'Space on upcoming sailings by lane and week, with its level: available, tight, overload or stopping.',
  },
  '/grabSpace': {
    title: 'Space Grabbing',
    lead: 'Grab space on SPOT sailings: a sailing-specific price with a loading guarantee and live inventory per container type.',
  },
  '/seaRailway': {
    title: 'Sea-Rail Transport',
    lead: 'Sea-rail combinations: rail to a port and on by sea for exports, sea to a port and on by rail for imports.',
  },
  '/throughoutWorld': {
    title: 'Global Solutions',
    lead: 'Door-to-door options over the truck, rail, barge and sea network, ranked by the shortest total time or the lowest total cost.',
  },
};

/** The language the app will show: its cookie (spec §1), else Chinese, as `rememberedLang` decides. */
export const firstPaintLanguage = (cookieHeader: string | undefined): Language => {
  const entry = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry?.slice(LANGUAGE_COOKIE.length + 1) === 'en' ? 'en' : 'cn';
};

/** The parts of Vite's build manifest this reads (`build.manifest` in vite.config.ts). */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** `/workspace/myReserve` is `src/routes/workspace-my-reserve.tsx` (the router's naming). */
const routeModuleOf = (pathname: string): string => {
  const name = pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '-');
  return `src/routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
};

/** The catalog chunk of an area in a language (`src/i18n/locale.ts` imports these files). */
const catalogModuleOf = (area: CatalogAreaName, language: Language): string =>
  `src/locales/${language}/${area === 'shell' ? 'messages' : area}.po`;

/** What the page needs before its first render, to fetch while the entry loads instead of after it ran. */
export interface RouteAssets {
  scripts: string[];
  /** The stylesheets of those chunks, preloaded: the app links them as it renders the route. */
  styles: string[];
}

/**
 * The shell catalog in the visitor's language, the route's chunk (and, under /workspace or /console,
 * the frame's), the route's catalogs (domain/routes.ts ROUTE_CATALOGS), and every chunk they import,
 * however deep: each level fetched only after the one above ran cost a round trip.
 */
export const routeAssets = (
  manifest: BuildManifest | undefined,
  pathname: string,
  language: Language,
): RouteAssets => {
  if (manifest === undefined || manifest[routeModuleOf(pathname)] === undefined)
    return { scripts: [], styles: [] };
  const frame = FRAME_ROUTES.find((route) => pathname.startsWith(`${route}/`));
  const frames = frame ? [frame, pathname] : [pathname];
  const areas: CatalogAreaName[] = [
    'shell',
    ...frames.flatMap((path) => ROUTE_CATALOGS[path as AppRoute] ?? []),
  ];
  const keys = [
    ...frames.map(routeModuleOf),
    ...[...new Set(areas)].map((area) => catalogModuleOf(area, language)),
  ];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]!);
  return {
    scripts: chunks.map(({ file }) => `/${file}`),
    styles: [...new Set(chunks.flatMap(({ css }) => css ?? []))].map((file) => `/${file}`),
  };
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
.fp-hero{padding:96px 16px;text-align:center;color:#fff;background:var(--portal-primary-dark) center/cover}
.fp-hero h1{margin:0;font-size:36px;text-shadow:0 2px 6px rgba(0,0,0,.3)}
.fp-hero p{margin:12px 0 0;font-size:18px}
.fp-page{max-width:1200px;margin:0 auto;padding:32px 16px;display:flex;flex-direction:column;gap:20px;min-width:0}
.fp-title{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.fp-page h1{margin:0;font-size:26px}
.fp-page p{margin:0;color:var(--portal-text-muted);font-size:14px}
@media screen and (max-width:767px){.fp-welcome{display:none}.fp-actions{gap:8px;margin-left:auto}}
`
  .replace(/\n/g, '')
  .trim();

const isBare = (pathname: string): boolean =>
  BARE_ROUTES.some((bare) => pathname === bare || pathname.startsWith(`${bare}/`));

/** The words of the shell in a language: empty where the catalog lacks a message (never a wrong word). */
const shellWords = (words: CatalogWords, language: Language) => {
  const word = (msgid: string) => escapeHtml(catalogWord(words, language, msgid) ?? '');
  return {
    welcome: (name: string) =>
      // A function, so that a `$&` or `$'` in a company's name is not read as a replacement pattern.
      escapeHtml(catalogWord(words, language, SHELL_MESSAGES.welcome) ?? '{0}').replace('{0}', () =>
        escapeHtml(name),
      ),
    customer: word(SHELL_MESSAGES.customer),
    login: word(SHELL_MESSAGES.login),
    loading: word(SHELL_MESSAGES.loading),
    homeHero: word(SHELL_MESSAGES.homeHero),
    page: (route: string) => {
      const frame = PAGE_FRAME_MESSAGES[route as AppRoute];
      const title = frame && catalogWord(words, language, frame.title);
      const lead = frame && catalogWord(words, language, frame.lead);
      return title === undefined || lead === undefined
        ? undefined
        : { title: escapeHtml(title), lead: escapeHtml(lead) };
    },
  };
};

const headerShell = (tenant: Tenant, language: Language, words: ReturnType<typeof shellWords>): string => {
  const { company } = tenant;
  const name = language === 'en' ? company.companyNameSen : company.companyNameScn;
  const logo = company.webOutLogo || company.webInLogo;
  return [
    '<div class="fp-header">',
    `<div class="fp-top"><div class="fp-inner"><span class="fp-welcome">${words.welcome(name)}</span>`,
    `<span class="fp-actions"><span>${words.customer}</span><span>中文</span><span>English</span><span>${words.login}</span></span></div></div>`,
    '<div class="fp-bottom"><div class="fp-inner">',
    logo
      ? `<img class="fp-logo" src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" width="200" height="40">`
      : `<span class="fp-name">${escapeHtml(name)}</span>`,
    '</div></div></div>',
  ].join('');
};

/** A tenant's picture as a CSS url(): only an address that cannot end the value or the attribute. */
const SAFE_CSS_URL = /^[^"'()\\\s<>&]+$/;

/** The home page's hero (src/features/home/home-page.tsx): its largest text, the company's name. */
const homeHero = (tenant: Tenant, language: Language, words: ReturnType<typeof shellWords>): string => {
  const { company } = tenant;
  const name = language === 'en' ? company.companyNameSen : company.companyNameScn;
  const picture = SAFE_CSS_URL.test(company.webHomeBgImg)
    ? ` style="background-image:url(${company.webHomeBgImg})"`
    : '';
  return `<div class="fp-hero"${picture}><h1>${escapeHtml(name)}</h1><p>${words.homeHero}</p></div>`;
};

/** The page under the header: the route's frame where the shell knows it, else a loading line. */
const pageShell = (
  tenant: Tenant | undefined,
  pathname: string,
  language: Language,
  words: ReturnType<typeof shellWords>,
): string => {
  if (tenant && (pathname === '/' || pathname === '/index')) return homeHero(tenant, language, words);
  const frame = words.page(pathname);
  return frame
    ? `<div class="fp-page"><div class="fp-title"><h1>${frame.title}</h1></div><p>${frame.lead}</p><p>${words.loading}</p></div>`
    : `<div class="fp-main">${words.loading}</div>`;
};

/** The entry's stylesheet links Vite writes into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/** The stylesheets index.html links, to inline with `inlineStylesheets`. */
export const linkedStylesheets = (template: string): string[] =>
  [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);

/**
 * The entry's stylesheets written into the page instead of linked (a few KiB): the first paint does
 * not wait for one more round trip. A stylesheet missing from `styles` stays linked.
 */
export const inlineStylesheets = (template: string, styles: ReadonlyMap<string, string>): string =>
  template.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = styles.get(href);
    // `</style` cannot occur in CSS Vite writes; escaped anyway, so no stylesheet can end the element.
    return css === undefined ? link : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });

export interface FirstPaint {
  /** Undefined when the tenant is unknown: the app then loads it and says what failed. */
  tenant: Tenant | undefined;
  language: Language;
  pathname: string;
  /** What to preload (`routeAssets`). */
  assets: RouteAssets;
  /** The app's catalogs (`readCatalogWords`): the shell's words. */
  words: CatalogWords;
}

/** The built index.html with the first paint written in; a template without its anchors is sent as it is. */
export const renderFirstPaint = (template: string, paint: FirstPaint): string => {
  const { tenant, language, pathname, assets } = paint;
  const words = shellWords(paint.words, language);
  // The tenant's colour as the app applies it (src/theme/apply-theme.ts), so the shell does not
  // change colour when the app takes over; a visitor's picked colour still comes with the app.
  const colour = tenant && themeColourOrDefault(tenant.company.webThemeColor);
  const head = [
    `<style>${SHELL_CSS}${colour ? `:root{--portal-primary:${colour};--portal-primary-dark:${themeDarkerShade(colour)}}` : ''}</style>`,
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
    // Crossorigin as Vite's own stylesheet links, so that the browser reuses what it preloaded.
    ...assets.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}">`),
  ].join('');
  const shell = [
    tenant && !isBare(pathname) ? headerShell(tenant, language, words) : '',
    pageShell(tenant, pathname, language, words),
  ].join('');
  const data = tenant
    ? `<script id="${INLINE_TENANT_ELEMENT_ID}" type="application/json">${jsonForScript(tenant)}</script>`
    : '';
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${language === 'en' ? 'en' : 'zh-CN'}">`)
      // Functions, not strings: a `$'` or `$&` in a tenant's text must not be read as a replacement
      // pattern (`$'` would copy the rest of the page into it).
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>${data}`)
  );
};
