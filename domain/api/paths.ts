/**
 * API paths of spec section 7 (exact names, under the services URL) and the ones this portal
 * defines where the spec says "not shown". Every call is POST.
 */
import { AccountPath } from './accounts-paths.ts';
import { BookingPath } from './booking-paths.ts';
import { ConsolePath } from './console-paths.ts';
import { CustomerPath } from './customer-paths.ts';
import { FeedPath } from './feed-paths.ts';
import { FreightPath } from './freight-paths.ts';
import { GrabRequestPath } from './grab-request-paths.ts';
import { OrderPath } from './order-paths.ts';
import { RateCardPath } from './rate-card-paths.ts';
import { RateSheetPath } from './rate-sheet-paths.ts';
import { ReservationPath } from './reservation-paths.ts';
import { ShellPath } from './shell-paths.ts';
import { SiteContentPath } from './site-content-paths.ts';
import { SpaceReleasePath } from './space-release-paths.ts';
import { StaffPath } from './staff-paths.ts';
import { TenantPath } from './tenant-paths.ts';
import { TrackingSharePath } from './tracking-share-paths.ts';
/** Every path, one object per area so that each area's module owns its own list. */
export const ApiPath = {
  ...ShellPath,
  ...AccountPath,
  ...FreightPath,
  ...BookingPath,
  ...ReservationPath,
  ...OrderPath,
  ...GrabRequestPath,
  ...TrackingSharePath,
  ...TenantPath,
  ...SiteContentPath,
  ...SpaceReleasePath,
  ...CustomerPath,
  ...StaffPath,
  ...ConsolePath,
  ...FeedPath,
  ...RateSheetPath,
  ...RateCardPath,
} as const;

export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];
