import { useLingui } from '@lingui/react/macro';
import type { LanguageCode } from '../../../domain/constants.ts';
import { activateLang, currentLang } from '../../i18n/locale.ts';
import { visuallyHidden } from '../../ui/visually-hidden.css.ts';
import * as styles from './header.css.ts';

const languages: { code: LanguageCode; name: string }[] = [
  { code: 'cn', name: '中文' },
  { code: 'en', name: 'English' },
];

/** Spec §1: languages switch in the header, without a reload, and are remembered (cookie, 7 days). */
export function LanguageSwitch() {
  const { t } = useLingui();
  const lang = currentLang();
  return (
    <fieldset className={styles.languages}>
      <legend className={visuallyHidden}>{t`Language`}</legend>
      {languages.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code === 'cn' ? 'zh-CN' : 'en'}
          aria-pressed={lang === code}
          className={lang === code ? styles.languageActive : styles.language}
          onClick={() => {
            if (lang !== code) void activateLang(code);
          }}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}
