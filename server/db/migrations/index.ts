/**
 * The one list of migrations, applied in name order on both dialects. Static on purpose: Node runs
 * the .ts sources directly and a bundle or a test runner must not depend on globbing a folder.
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as portalShell from './0001_portal_shell.ts';

const migrations: Record<string, Migration> = {
  '0001_portal_shell': portalShell,
  '0002_accounts': await import('./0002_accounts.ts'),
  '0003_freight': await import('./0003_freight.ts'),
  '0004_account_security': await import('./0004_account_security.ts'),
  '0005_input_hygiene': await import('./0005_input_hygiene.ts'),
  '0006_menu_english_names': await import('./0006_menu_english_names.ts'),
  '0007_space_booking': await import('./0007_space_booking.ts'),
  '0008_freight_names_cn': await import('./0008_freight_names_cn.ts'),
  '0009_record_history': await import('./0009_record_history.ts'),
  '0010_reservations': await import('./0010_reservations.ts'),
  '0011_grab_requests': await import('./0011_grab_requests.ts'),
  '0012_orders': await import('./0012_orders.ts'),
  '0013_tracking_shares': await import('./0013_tracking_shares.ts'),
  '0014_session_devices': await import('./0014_session_devices.ts'),
  '0015_free_time': await import('./0015_free_time.ts'),
  '0016_reservation_orders': await import('./0016_reservation_orders.ts'),
  '0017_grab_waitlist': await import('./0017_grab_waitlist.ts'),
  '0018_imported_routes': await import('./0018_imported_routes.ts'),
  '0019_tracking_references': await import('./0019_tracking_references.ts'),
  '0020_search_indexes': await import('./0020_search_indexes.ts'),
  '0021_money_bigint': await import('./0021_money_bigint.ts'),
  '0022_tenant_settings': await import('./0022_tenant_settings.ts'),
  '0023_booked_prices': await import('./0023_booked_prices.ts'),
  '0024_grab_offers': await import('./0024_grab_offers.ts'),
  '0025_returned_resubmit': await import('./0025_returned_resubmit.ts'),
  '0026_mail_preferences': await import('./0026_mail_preferences.ts'),
  '0027_refund_provider_reason': await import('./0027_refund_provider_reason.ts'),
  '0028_staff_console': await import('./0028_staff_console.ts'),
  '0029_account_language': await import('./0029_account_language.ts'),
  '0030_staff_roles': await import('./0030_staff_roles.ts'),
  '0031_tenant_changes': await import('./0031_tenant_changes.ts'),
  '0033_second_factor': await import('./0033_second_factor.ts'),
  '0034_customer_service': await import('./0034_customer_service.ts'),
  '0037_refund_settlement': await import('./0037_refund_settlement.ts'),
  '0038_space_releases': await import('./0038_space_releases.ts'),
  '0039_carrier_feeds': await import('./0039_carrier_feeds.ts'),
  '0040_rate_cards': await import('./0040_rate_cards.ts'),
  '0041_markups': await import('./0041_markups.ts'),
  '0042_rate_sheets': await import('./0042_rate_sheets.ts'),
  '0043_document_keys': await import('./0043_document_keys.ts'),
  '0044_idempotency_keys': await import('./0044_idempotency_keys.ts'),
  '0045_stored_files': await import('./0045_stored_files.ts'),
  '0046_hot_updates': await import('./0046_hot_updates.ts'),
  '0047_lean_order_writes': await import('./0047_lean_order_writes.ts'),
  '0048_sandbox_signed_codes': await import('./0048_sandbox_signed_codes.ts'),
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
