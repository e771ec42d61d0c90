import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Source messages are English with explicit ids; cn (the spec's default language) is a full translation.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['cn', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
