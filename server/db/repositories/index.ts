/**
 * Every repository over one database handle (a Kysely instance or a transaction): the services get
 * theirs from one such object (server/services/index.ts), and all SQL lives under server/db.
 */
import type { Database } from '../schema.ts';
import { createCompanyDirectoryRepository } from './company-directory-repository.ts';
import { createCompanyRepository } from './company-repository.ts';
import { createConsoleRepository } from './console-repository.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContentRepository } from './content-repository.ts';
import { createCustomerRepository } from './customer-repository.ts';
import { createFreightRepositories } from './freight-repositories.ts';
import { createGrabRequestRepository } from './grab-request-repository.ts';
import { createMailPreferenceRepository } from './mail-preference-repository.ts';
import { createMailQueueRepository } from './mail-queue-repository.ts';
import { createMailTokenRepository } from './mail-token-repository.ts';
import { createMarkupRepository } from './markup-repository.ts';
import { createMediaRepository } from './media-repository.ts';
import { createMenuRepository } from './menu-repository.ts';
import { createOrderRepository } from './order-repository.ts';
import { createPersonaEventRepository } from './persona-event-repository.ts';
import { createQrTicketRepository } from './qr-ticket-repository.ts';
import { createRateLimitRepository } from './rate-limit-repository.ts';
import { createReservationRepository } from './reservation-repository.ts';
import { createSandboxPaymentRepository } from './sandbox-payment-repository.ts';
import { createSecondFactorRepository } from './second-factor-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSetupTokenRepository } from './setup-token-repository.ts';
import { createSpaceOrderRepository } from './space-order-repository.ts';
import { createSpaceReleaseRepository } from './space-release-repository.ts';
import { createStaffRepository } from './staff-repository.ts';
import { createTenantChangeRepository } from './tenant-change-repository.ts';
import { createTenantSettingsRepository } from './tenant-settings-repository.ts';
import { createTitleSettingRepository } from './title-setting-repository.ts';
import { createTrackingShareRepository } from './tracking-share-repository.ts';
import { createUploadedFileRepository } from './uploaded-file-repository.ts';
import { createUserRepository } from './user-repository.ts';

export const createRepositories = (db: Database) => ({
  ...createFreightRepositories(db),
  companies: createCompanyRepository(db),
  companyDirectory: createCompanyDirectoryRepository(db),
  console: createConsoleRepository(db),
  contacts: createContactRepository(db),
  customers: createCustomerRepository(db),
  staff: createStaffRepository(db),
  content: createContentRepository(db),
  grabRequests: createGrabRequestRepository(db),
  mailPreferences: createMailPreferenceRepository(db),
  markups: createMarkupRepository(db),
  mailQueue: createMailQueueRepository(db),
  mailTokens: createMailTokenRepository(db),
  media: createMediaRepository(db),
  menus: createMenuRepository(db),
  orders: createOrderRepository(db),
  personaEvents: createPersonaEventRepository(db),
  qrTickets: createQrTicketRepository(db),
  rateLimits: createRateLimitRepository(db),
  reservations: createReservationRepository(db),
  sandboxPayments: createSandboxPaymentRepository(db),
  sessions: createSessionRepository(db),
  secondFactors: createSecondFactorRepository(db),
  setupTokens: createSetupTokenRepository(db),
  spaceOrders: createSpaceOrderRepository(db),
  spaceReleases: createSpaceReleaseRepository(db),
  tenantChanges: createTenantChangeRepository(db),
  tenantSettings: createTenantSettingsRepository(db),
  titleSettings: createTitleSettingRepository(db),
  trackingShares: createTrackingShareRepository(db),
  uploadedFiles: createUploadedFileRepository(db),
  users: createUserRepository(db),
});

export type Repositories = ReturnType<typeof createRepositories>;
