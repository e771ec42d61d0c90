import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Source messages are English with explicit ids; cn (the spec's default language) is a full translation.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['cn', 'en'],
  fallbackLocales: { default: 'en' },
  // One catalog per area, loaded with the area's lazy chunk, so that first-load JavaScript does
  // not grow with every dialog's strings (src/i18n/locale.ts).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/auth',
      include: ['<rootDir>/src/features/auth'],
    },
    { path: '<rootDir>/src/locales/{locale}/freight', include: ['<rootDir>/src/features/freight'] },
    { path: '<rootDir>/src/locales/{locale}/rates', include: ['<rootDir>/src/features/rates'] },
    { path: '<rootDir>/src/locales/{locale}/logistics', include: ['<rootDir>/src/features/logistics'] },
    {
      // Booking, payment and the customer's space orders (issue 10): one area, one lazy catalog.
      path: '<rootDir>/src/locales/{locale}/booking',
      include: [
        '<rootDir>/src/features/booking',
        '<rootDir>/src/features/pay',
        '<rootDir>/src/features/space-orders',
        '<rootDir>/src/features/profile',
        '<rootDir>/src/features/reservations',
        '<rootDir>/src/features/grab-requests',
        '<rootDir>/src/features/orders',
        // The workspace's frame loads with its pages (issue 11), not with the first page.
        '<rootDir>/src/features/workspace',
        // The staff console's frame and dashboard, likewise.
        '<rootDir>/src/features/console',
      ],
    },
    {
      // The staff console's own pages (settings, staff, the dashboard): staff load them, visitors never.
      path: '<rootDir>/src/locales/{locale}/console',
      include: [
        '<rootDir>/src/features/tenant',
        '<rootDir>/src/features/console',
        '<rootDir>/src/features/staff',
        '<rootDir>/src/features/feeds',
        '<rootDir>/src/features/space-releases',
        '<rootDir>/src/features/freight-import',
        '<rootDir>/src/features/rate-sheets',
        '<rootDir>/src/features/rate-cards',
        '<rootDir>/src/features/record-life',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '<rootDir>/src/features/auth',
        '<rootDir>/src/features/freight',
        '<rootDir>/src/features/rates',
        '<rootDir>/src/features/logistics',
        '<rootDir>/src/features/booking',
        '<rootDir>/src/features/pay',
        '<rootDir>/src/features/space-orders',
        '<rootDir>/src/features/profile',
        '<rootDir>/src/features/reservations',
        '<rootDir>/src/features/grab-requests',
        '<rootDir>/src/features/orders',
        '<rootDir>/src/features/workspace',
        '<rootDir>/src/features/tenant',
        '<rootDir>/src/features/console',
        '<rootDir>/src/features/staff',
        '<rootDir>/src/features/feeds',
        '<rootDir>/src/features/space-releases',
        '<rootDir>/src/features/freight-import',
        '<rootDir>/src/features/rate-sheets',
        '<rootDir>/src/features/rate-cards',
        '<rootDir>/src/features/record-life',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
