import { i18n } from '@lingui/core';
import { COOKIE_EXPIRY_DAYS, DEFAULT_LANGUAGE, type LanguageCode } from '../../domain/constants.ts';
import { readCookie, writeCookie } from '../app/cookies.ts';

const COOKIE = 'lang';

/** BCP 47 tags for Intl formatting and the document's lang attribute; the spec's codes are cn and en. */
const intlLocale: Record<LanguageCode, string> = { cn: 'zh-CN', en: 'en' };

export const currentLang = (): LanguageCode => (i18n.locale === 'en' ? 'en' : 'cn');

export function rememberedLang(): LanguageCode {
  const stored = readCookie(COOKIE);
  return stored === 'en' || stored === 'cn' ? stored : DEFAULT_LANGUAGE;
}

/** Loads the catalog of `lang` (split per language) and re-renders through I18nProvider, no reload. */
export async function activateLang(lang: LanguageCode): Promise<void> {
  const { messages } =
    lang === 'en' ? await import('../locales/en/messages.po') : await import('../locales/cn/messages.po');
  i18n.loadAndActivate({ locale: lang, locales: [intlLocale[lang]], messages });
  document.documentElement.lang = intlLocale[lang];
  writeCookie(COOKIE, lang, COOKIE_EXPIRY_DAYS);
}
