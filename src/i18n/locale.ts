import { i18n, type Messages } from '@lingui/core';
import {
  COOKIE_EXPIRY_DAYS,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type LanguageCode,
} from '../../domain/constants.ts';
import type { CatalogAreaName } from '../../domain/routes.ts';
import { readCookie, writeCookie } from '../app/cookies.ts';

/** BCP 47 tags for Intl formatting and the document's lang attribute; the spec's codes are cn and en. */
const intlLocale: Record<LanguageCode, string> = { cn: 'zh-CN', en: 'en' };

/**
 * Catalogs by area: the shell's loads before the first render, the others with their lazy chunks,
 * so first-load JavaScript does not grow with every dialog's strings.
 */
type Catalog = () => Promise<{ messages: Messages }>;
const catalogs = {
  shell: { cn: () => import('../locales/cn/messages.po'), en: () => import('../locales/en/messages.po') },
  auth: { cn: () => import('../locales/cn/auth.po'), en: () => import('../locales/en/auth.po') },
  freight: { cn: () => import('../locales/cn/freight.po'), en: () => import('../locales/en/freight.po') },
  rates: { cn: () => import('../locales/cn/rates.po'), en: () => import('../locales/en/rates.po') },
  logistics: {
    cn: () => import('../locales/cn/logistics.po'),
    en: () => import('../locales/en/logistics.po'),
  },
  booking: {
    cn: () => import('../locales/cn/booking.po'),
    en: () => import('../locales/en/booking.po'),
  },
  console: {
    cn: () => import('../locales/cn/console.po'),
    en: () => import('../locales/en/console.po'),
  },
} satisfies Record<CatalogAreaName, Record<LanguageCode, Catalog>>;

export type CatalogArea = keyof typeof catalogs;

const loadedAreas = new Set<CatalogArea>(['shell']);

export const currentLang = (): LanguageCode => (i18n.locale === 'en' ? 'en' : 'cn');

export function rememberedLang(): LanguageCode {
  const stored = readCookie(LANGUAGE_COOKIE);
  return stored === 'en' || stored === 'cn' ? stored : DEFAULT_LANGUAGE;
}

/** Loads every area in use in `lang` and re-renders through I18nProvider, no reload. */
export async function activateLang(lang: LanguageCode): Promise<void> {
  const loaded = await Promise.all([...loadedAreas].map((area) => catalogs[area][lang]()));
  const messages: Messages = Object.assign({}, ...loaded.map((catalog) => catalog.messages));
  i18n.loadAndActivate({ locale: lang, locales: [intlLocale[lang]], messages });
  document.documentElement.lang = intlLocale[lang];
  writeCookie(LANGUAGE_COOKIE, lang, COOKIE_EXPIRY_DAYS);
}

/** Adds an area's catalog in the current language; later language switches include it. */
export async function loadCatalogArea(area: CatalogArea): Promise<void> {
  if (loadedAreas.has(area)) return;
  const lang = currentLang();
  const { messages } = await catalogs[area][lang]();
  loadedAreas.add(area);
  i18n.load(lang, messages);
}
