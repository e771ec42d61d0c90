/**
 * What every API path does (spec §7, docs/api.md): the service it calls with the validated body and
 * the caller, and how the outcome is answered, in the envelope's `data` or beside code and message
 * (spec §3's named fields). Who may call a path, and its body, are the endpoint table's
 * (domain/api/endpoints.ts), which `postApi` applies before the handler runs; so each line here is
 * only "call a service, answer". A path without a line here does not compile.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { BookingPath } from '../../domain/api/booking-paths.ts';
import { ConsolePath } from '../../domain/api/console-paths.ts';
import { CustomerPath } from '../../domain/api/customer-paths.ts';
import { FeedPath } from '../../domain/api/feed-paths.ts';
import type { RateGateMessage, TrackingResult } from '../../domain/api/freight.ts';
import { FreightPath } from '../../domain/api/freight-paths.ts';
import { GrabRequestPath } from '../../domain/api/grab-request-paths.ts';
import { OrderPath } from '../../domain/api/order-paths.ts';
import type { ApiPath } from '../../domain/api/paths.ts';
import { RateCardPath } from '../../domain/api/rate-card-paths.ts';
import { RateSheetPath } from '../../domain/api/rate-sheet-paths.ts';
import { ReservationPath } from '../../domain/api/reservation-paths.ts';
import { ShellPath } from '../../domain/api/shell-paths.ts';
import { SiteContentPath } from '../../domain/api/site-content-paths.ts';
import { SpaceReleasePath } from '../../domain/api/space-release-paths.ts';
import { StaffPath } from '../../domain/api/staff-paths.ts';
import { TenantPath } from '../../domain/api/tenant-paths.ts';
import { TrackingSharePath } from '../../domain/api/tracking-share-paths.ts';
import { formatBookingMessage } from '../../domain/booking/messages.ts';
import { formatFeedMessage } from '../../domain/feeds/messages.ts';
import { formatFreightMessage } from '../../domain/freight/messages.ts';
import { formatRateSheetMessage } from '../../domain/freight/rate-sheet.ts';
import { formatSpaceReleaseMessage } from '../../domain/freight/space-release.ts';
import { formatGrabRequestMessage } from '../../domain/grab-requests/messages.ts';
import { formatOrderMessage } from '../../domain/orders/messages.ts';
import { formatTrackingShareMessage } from '../../domain/orders/tracking-share.ts';
import { formatReservationMessage } from '../../domain/reservations/messages.ts';
import { formatTenantMessage } from '../../domain/tenant/messages.ts';
import { formatSiteContentMessage } from '../../domain/tenant/site-content-messages.ts';
import { type Language, languageOfWebFlag, translate } from '../messages.ts';
import { type Origin, tenantOf } from '../services/accounts/viewer.ts';
import type { TrackedNumber } from '../services/freight/tracking.ts';
import type { Services } from '../services/index.ts';
import { notFound, ok, rateLimited, type ServerOutcome } from '../services/outcome.ts';
import type { PersonaOutcome } from '../services/persona-service.ts';
import { wordImport, wordImportRows } from '../services/rates/rate-import-service.ts';
import { type ApiHandler, answerWith, postApi } from './api-route.ts';
import { withIdempotencyKey } from './idempotency-header.ts';
import type { SANDBOX_PATHS } from './sandbox-pay-routes.ts';

/** Each area's words; `fields` answers carry spec §3's named fields beside code and message. */
const account = answerWith(translate);
const freight = answerWith(formatFreightMessage);
const booking = answerWith(formatBookingMessage);
const reservation = answerWith(formatReservationMessage);
const grabRequest = answerWith(formatGrabRequestMessage);
const order = answerWith(formatOrderMessage);
const trackingShare = answerWith(formatTrackingShareMessage);
const tenant = answerWith(formatTenantMessage);
const siteContent = answerWith(formatSiteContentMessage);
const feeds = answerWith(formatFeedMessage);
const spaceRelease = answerWith(formatSpaceReleaseMessage);
const rateSheet = answerWith(formatRateSheetMessage);

const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** A signed-in request always carries the apiKey that resolved its viewer. */
const apiKeyOf = (request: FastifyRequest): string => request.portal.authToken ?? '';

/** The rate gate's message id worded: the text that replaces the prices. */
const gated = <T extends { gate: RateGateMessage | null }>(
  data: T,
  language: Language,
): T & { gateMessage: string | null } => ({
  ...data,
  gateMessage: data.gate === null ? null : formatFreightMessage(data.gate, language),
});

/** Each tracked number's problem worded as its message. */
const tracked = (
  { results }: { results: TrackedNumber[] },
  language: Language,
): { results: TrackingResult[] } => ({
  results: results.map(({ problemValues, ...result }) => ({
    ...result,
    message: result.problem === null ? null : formatFreightMessage(result.problem, language, problemValues),
  })),
});

/** What each persona outcome answers: an accepted event has nothing to say back. */
const PERSONA_ANSWERS: Record<PersonaOutcome, ServerOutcome<undefined>> = {
  accepted: ok(undefined),
  rateLimited: rateLimited('tooManyRequests'),
  companyNotFound: notFound('companyNotFound'),
};

type RoutedPath = Exclude<ApiPath, (typeof SANDBOX_PATHS)[number]>;

const handlersOf = (services: Services): { [P in RoutedPath]: ApiHandler<P> } => {
  const {
    company,
    personas,
    accounts,
    orders,
    reservations,
    grabRequests,
    trackingShares: shares,
  } = services;
  const { login, mailLinks, profiles, directory, qrLogin, passwordChange, staffSetup, customers, staff } =
    accounts;
  const { secondFactor } = accounts;
  const { catalog, rates, space, schedules, tracking, planner, customs } = services.freight;
  const spaceOrders = services.booking.orders;
  return {
    [ShellPath.getCompanyInfoById]: ({ companyId }, _, request) =>
      account.data(request, company.getCompanyInfo(companyId)),
    // A signed-in customer of the tenant sees the contact customer service assigned them (spec §6).
    [ShellPath.queryWebMyCustomer]: ({ companyId }, viewer, request) =>
      account.data(
        request,
        company.getCustomerServiceContact(companyId, viewer?.companyId === companyId ? viewer.userId : null),
      ),
    [ShellPath.getWebMenuList]: ({ companyId }, _, request) =>
      account.data(request, company.getMenuList(companyId)),
    [ShellPath.getTitleSettings]: ({ companyId }, _, request) =>
      account.data(request, company.getTitleSettings(companyId)),
    [ShellPath.getWebContent]: ({ companyId, page }, _, request) =>
      account.data(request, company.getWebContent(companyId, page)),
    [ShellPath.userPersonasUtil]: async (body, viewer, request) => {
      const { sysSource, authToken } = request.portal;
      const outcome = await personas.record(
        tenantOf(viewer, body.companyId),
        { personasType: body.personasType, personasPage: body.personasPage, keyword: body.keyword },
        {
          ip: request.ip,
          sysSource,
          authToken,
          logError: (error) => request.log.error({ err: error }, 'persona event not recorded'),
        },
      );
      return account.data(request, PERSONA_ANSWERS[outcome]);
    },

    [AccountPath.weblogin]: (body, _, request) =>
      account.fields(request, login.login(body, originOf(request))),
    [AccountPath.confirmSecondFactor]: (body, _, request) =>
      account.fields(request, secondFactor.confirm(body, originOf(request))),
    [AccountPath.regenerateRecoveryCodes]: (_body, viewer, request) =>
      account.fields(request, secondFactor.regenerateRecoveryCodes(viewer, apiKeyOf(request))),
    [AccountPath.webloginOut]: (_body, _, request) =>
      account.data(request, login.logout(request.portal.authToken)),
    [AccountPath.logoutEverywhere]: (_body, viewer, request) =>
      account.data(request, login.logoutEverywhere(viewer)),
    [AccountPath.listSessions]: (_body, viewer, request) =>
      account.data(request, passwordChange.listSessions(viewer, apiKeyOf(request))),
    [AccountPath.changePassword]: (body, viewer, request) =>
      account.data(
        request,
        passwordChange.changePassword(viewer, apiKeyOf(request), body, originOf(request)),
      ),
    [AccountPath.getMailPreferences]: (_body, viewer, request) =>
      account.data(request, services.mailPreferences.get(viewer)),
    [AccountPath.saveMailPreferences]: (body, viewer, request) =>
      account.data(request, services.mailPreferences.save(viewer, body)),
    [AccountPath.updateProfile]: (body, viewer, request) =>
      account.data(request, profiles.updateProfile(viewer, body)),
    [AccountPath.setHeadPicture]: (body, viewer, request) =>
      account.data(request, profiles.setHeadPicture(viewer, body.alifileName)),
    [AccountPath.removeHeadPicture]: (_body, viewer, request) =>
      account.data(request, profiles.removeHeadPicture(viewer)),
    [AccountPath.webregister]: (body, _, request) =>
      account.data(request, mailLinks.register(body, originOf(request))),
    [CustomerPath.listCustomers]: (body, viewer, request) =>
      account.data(request, customers.list(viewer, body)),
    [CustomerPath.setCustomerType]: (body, viewer, request) =>
      account.data(request, customers.setCustomerType(viewer, body)),
    [CustomerPath.setCustomerActive]: (body, viewer, request) =>
      account.data(request, customers.setActive(viewer, body)),
    [StaffPath.listStaff]: (_body, viewer, request) => account.data(request, staff.list(viewer)),
    [StaffPath.inviteStaff]: (body, viewer, request) =>
      account.data(request, staff.invite(viewer, body, request.portal.language)),
    [StaffPath.resendStaffInvitation]: (body, viewer, request) =>
      account.data(request, staff.resendInvitation(viewer, body, request.portal.language)),
    [StaffPath.setStaffRoles]: (body, viewer, request) => account.data(request, staff.setRoles(viewer, body)),
    [StaffPath.setStaffActive]: (body, viewer, request) =>
      account.data(request, staff.setActive(viewer, body)),
    [StaffPath.acceptStaffInvitation]: (body, _, request) =>
      account.data(request, staff.acceptInvitation(body)),
    [CustomerPath.getCustomer]: (body, viewer, request) => account.data(request, customers.get(viewer, body)),
    [CustomerPath.setServiceContact]: (body, viewer, request) =>
      account.data(request, customers.setServiceContact(viewer, body)),
    [CustomerPath.setSpaceAllowance]: (body, viewer, request) =>
      account.data(request, customers.setSpaceAllowance(viewer, body)),
    [CustomerPath.endCustomerSessions]: (body, viewer, request) =>
      account.data(request, customers.endSessions(viewer, body)),
    [AccountPath.createFirstAdministrator]: (body, _, request) =>
      account.data(request, staffSetup.createFirstAdministrator(body)),
    [AccountPath.forgetOrRegistSendMail]: (body, _, request) =>
      account.data(request, mailLinks.sendMail(body, originOf(request))),
    [AccountPath.sendSignInLink]: (body, _, request) =>
      account.data(request, mailLinks.sendSignInLink(body, originOf(request))),
    [AccountPath.forgetPasswordDecryptToken]: (body, _, request) =>
      account.fields(request, mailLinks.decodeLink(body, originOf(request))),
    [AccountPath.forgetPassWordUpdateUser]: (body, _, request) =>
      account.data(request, mailLinks.changePassword(body)),
    [AccountPath.getUserInfo]: (body, viewer, request) =>
      account.data(request, profiles.getUserInfo(viewer, body.id, body.companyId)),
    [AccountPath.updateUser]: (body, viewer, request) =>
      account.fields(request, profiles.submitCertification(viewer, body)),
    [AccountPath.reviewCertification]: (body, viewer, request) =>
      account.data(request, profiles.review(viewer, body)),
    [AccountPath.getPendingCertifications]: (body, viewer, request) =>
      account.data(request, profiles.listPendingCertifications(viewer, body.companyId)),
    [AccountPath.getTycCompanyList]: (body, _, request) => account.fields(request, directory.search(body)),
    [AccountPath.getWebCnLoginQrCode]: (body, _, request) =>
      account.fields(request, qrLogin.createTicket(body.companyId, originOf(request))),
    [AccountPath.checkUserIfAuthLogin]: (body, _, request) =>
      account.fields(
        request,
        qrLogin.check(
          body.logoQrCodeUUID,
          body.companyId,
          originOf(request),
          languageOfWebFlag(body.webFlag),
        ),
      ),
    [AccountPath.getQrLoginRequest]: (body, viewer, request) =>
      account.data(request, qrLogin.describe(viewer, body.code)),
    [AccountPath.confirmQrLogin]: (body, viewer, request) =>
      account.data(request, qrLogin.confirm(viewer, apiKeyOf(request), body.code)),

    [FreightPath.searchPorts]: (body, _, request) => freight.data(request, catalog.searchPorts(body)),
    [FreightPath.listCarriers]: (body, _, request) => freight.data(request, catalog.listCarriers(body)),
    [FreightPath.published]: (_, viewer, request) =>
      freight.data(request, catalog.published(tenantOf(viewer))),
    [FreightPath.searchRates]: (body, viewer, request) =>
      freight.data(request, rates.searchRates(body, viewer), gated),
    [FreightPath.saveQuotation]: (body, viewer, request) =>
      freight.data(request, rates.saveQuotation(body, viewer)),
    [FreightPath.getQuotation]: (body, viewer, request) =>
      freight.data(request, rates.getQuotation(body.id, viewer)),
    [FreightPath.listMyQuotations]: (body, viewer, request) =>
      freight.data(request, rates.listMyQuotations(body, viewer)),
    [FreightPath.listSpotProducts]: (body, viewer, request) =>
      freight.data(request, space.listSpotProducts(body, viewer), gated),
    [FreightPath.searchSpace]: (body, viewer, request) =>
      freight.data(request, space.searchSpace(body, viewer), gated),
    [FreightPath.getSpaceDetail]: (body, viewer, request) =>
      freight.data(request, space.getSpaceDetail(body, viewer), gated),
    [FreightPath.searchPointToPoint]: (body, _, request) =>
      freight.data(request, schedules.searchPointToPoint(body)),
    [FreightPath.searchVesselSchedule]: (body, _, request) =>
      freight.data(request, schedules.searchVesselSchedule(body)),
    [FreightPath.track]: (body, _, request) => freight.data(request, tracking.track(body.numbers), tracked),
    [FreightPath.searchSeaRailRoutes]: (body, viewer, request) =>
      freight.data(request, planner.searchSeaRailRoutes(body, viewer), gated),
    [FreightPath.planRoutes]: (body, viewer, request) =>
      freight.data(request, planner.planRoutes(body, viewer), gated),
    [FreightPath.searchPrerecorded]: (body, viewer, request) =>
      freight.data(request, customs.search(body, viewer, request.ip)),
    [FreightPath.importDcsa]: (body, _, request) =>
      freight.data(request, services.freight.importDcsa(body.kind, body.documents)),

    [BookingPath.bookSpace]: (body, viewer, request) =>
      booking.fields(
        request,
        withIdempotencyKey(request, (key) => spaceOrders.book(viewer, body, key)),
      ),
    [BookingPath.getSpaceOrder]: (body, viewer, request) =>
      booking.fields(request, spaceOrders.get(viewer, body.orderId)),
    [BookingPath.cancelSpaceOrder]: (body, viewer, request) =>
      booking.fields(request, spaceOrders.cancel(viewer, body.orderId)),
    [BookingPath.resubmitSpaceOrder]: (body, viewer, request) =>
      booking.fields(request, spaceOrders.resubmit(viewer, body)),
    [BookingPath.openSpaceOrderPayment]: (body, viewer, request) =>
      booking.fields(request, spaceOrders.openOfferPayment(viewer, body)),
    [BookingPath.getAttorneyFileOnFile]: (_, viewer, request) =>
      booking.data(request, services.booking.attorneyOnFile.get(viewer)),
    [BookingPath.keepAttorneyFileOnFile]: (body, viewer, request) =>
      booking.data(request, services.booking.attorneyOnFile.keep(viewer, body.alifileName)),
    [BookingPath.listMySpaceOrders]: (body, viewer, request) =>
      booking.data(request, spaceOrders.listMine(viewer, body)),
    [BookingPath.listSpaceOrders]: (body, viewer, request) =>
      booking.data(request, spaceOrders.listCompany(viewer, body)),
    [BookingPath.completeSpaceOrder]: (body, viewer, request) =>
      booking.fields(request, spaceOrders.staffMove(viewer, body.orderId, 'complete', undefined)),
    [BookingPath.refuseSpaceOrder]: (body, viewer, request) =>
      booking.fields(request, spaceOrders.staffMove(viewer, body.orderId, 'refuse', body.reason)),
    [BookingPath.returnSpaceOrder]: (body, viewer, request) =>
      booking.fields(request, spaceOrders.staffMove(viewer, body.orderId, 'return', body.reason)),
    [BookingPath.listAbnormalRefunds]: (_, viewer, request) =>
      booking.data(request, spaceOrders.abnormalRefunds(viewer)),
    [BookingPath.listRefundQueue]: (body, viewer, request) =>
      booking.data(request, services.booking.refunds.list(viewer, body)),
    [BookingPath.retryRefund]: (body, viewer, request) =>
      booking.data(request, services.booking.refunds.retry(viewer, body)),
    [BookingPath.settleRefund]: (body, viewer, request) =>
      booking.data(request, services.booking.refunds.settle(viewer, body)),

    [ReservationPath.createReservation]: (body, viewer, request) =>
      reservation.data(request, reservations.create(viewer, body)),
    [ReservationPath.listMyReservations]: (body, viewer, request) =>
      reservation.data(request, reservations.list(viewer, body, 'mine')),
    [ReservationPath.getReservation]: (body, viewer, request) =>
      reservation.data(request, reservations.get(viewer, body.reservationId)),
    [ReservationPath.cancelReservation]: (body, viewer, request) =>
      reservation.data(request, reservations.cancel(viewer, body.reservationId)),
    [ReservationPath.listReservations]: (body, viewer, request) =>
      reservation.data(request, reservations.list(viewer, body, 'company')),
    [ReservationPath.approveReservation]: (body, viewer, request) =>
      reservation.data(request, reservations.audit(viewer, body.reservationId, 'approve', undefined)),
    [ReservationPath.refuseReservation]: (body, viewer, request) =>
      reservation.data(request, reservations.audit(viewer, body.reservationId, 'refuse', body.reason)),

    [GrabRequestPath.applyGrabRequest]: (body, viewer, request) =>
      grabRequest.data(request, grabRequests.apply(viewer, body)),
    [GrabRequestPath.listMyGrabRequests]: (body, viewer, request) =>
      grabRequest.data(request, grabRequests.list(viewer, body, 'mine')),
    [GrabRequestPath.getGrabRequest]: (body, viewer, request) =>
      grabRequest.data(request, grabRequests.get(viewer, body.requestId)),
    [GrabRequestPath.deleteGrabRequest]: (body, viewer, request) =>
      grabRequest.data(request, grabRequests.delete(viewer, body.requestId)),
    [GrabRequestPath.listGrabRequests]: (body, viewer, request) =>
      grabRequest.data(request, grabRequests.list(viewer, body, 'company')),
    [GrabRequestPath.grantGrabRequest]: (body, viewer, request) =>
      grabRequest.data(request, grabRequests.grant(viewer, body)),
    [GrabRequestPath.refuseGrabRequest]: (body, viewer, request) =>
      grabRequest.data(request, grabRequests.refuse(viewer, body.requestId, body.notes)),

    [OrderPath.createOrder]: (body, viewer, request) => order.data(request, orders.create(viewer, body)),
    [OrderPath.getOrderRate]: (body, viewer, request) => order.data(request, orders.rate(viewer, body)),
    [OrderPath.listMyOrders]: (body, viewer, request) => order.data(request, orders.listMine(viewer, body)),
    [OrderPath.getOrder]: (body, viewer, request) => order.data(request, orders.get(viewer, body.orderId)),
    [OrderPath.cancelOrder]: (body, viewer, request) =>
      order.data(request, orders.cancel(viewer, body.orderId)),
    [OrderPath.listOrders]: (body, viewer, request) => order.data(request, orders.listCompany(viewer, body)),
    [OrderPath.advanceOrder]: (body, viewer, request) => order.data(request, orders.advance(viewer, body)),
    [OrderPath.stepBackOrder]: (body, viewer, request) => order.data(request, orders.stepBack(viewer, body)),

    [RateSheetPath.getImport]: (body, viewer, request) =>
      rateSheet.data(request, services.rateImports.get(viewer, body), wordImport),
    [RateSheetPath.listImportRows]: (body, viewer, request) =>
      rateSheet.data(request, services.rateImports.rows(viewer, body), wordImportRows),
    [RateSheetPath.mapImport]: (body, viewer, request) =>
      rateSheet.data(request, services.rateImports.map(viewer, body), wordImport),
    [RateSheetPath.publishImport]: (body, viewer, request) =>
      rateSheet.data(request, services.rateImports.publish(viewer, body)),

    [ConsolePath.getDashboard]: (_body, viewer, request) =>
      tenant.data(request, services.consoleDashboard.dashboard(viewer)),
    [ConsolePath.listExpiringRates]: (_body, viewer, request) =>
      tenant.data(request, services.consoleDashboard.expiringRates(viewer)),
    [ConsolePath.getRecordLife]: (body, viewer, request) =>
      tenant.data(request, services.recordLife.life(viewer, body)),
    [TenantPath.getSettings]: (_body, viewer, request) =>
      tenant.data(request, services.workingSettings.settings(viewer)),
    [TenantPath.saveSettings]: (body, viewer, request) =>
      tenant.data(request, services.workingSettings.saveSettings(viewer, body)),
    [TenantPath.listExchangeRates]: (_body, viewer, request) =>
      tenant.data(request, services.workingSettings.list(viewer)),
    [TenantPath.saveExchangeRate]: (body, viewer, request) =>
      tenant.data(request, services.workingSettings.save(viewer, body)),
    [TenantPath.listMarkups]: (_body, viewer, request) => tenant.data(request, services.markups.list(viewer)),
    [TenantPath.saveMarkups]: (body, viewer, request) =>
      tenant.data(request, services.markups.save(viewer, body)),
    [RateCardPath.listCards]: (body, viewer, request) =>
      freight.data(request, services.rateCards.listCards(viewer, body)),
    [RateCardPath.listVersions]: (body, viewer, request) =>
      freight.data(request, services.rateCards.listVersions(viewer, body)),
    [RateCardPath.saveCard]: (body, viewer, request) =>
      freight.data(request, services.rateCards.saveCard(viewer, body, request.portal.language)),
    [RateCardPath.removeCard]: (body, viewer, request) =>
      freight.data(request, services.rateCards.removeCard(viewer, body)),
    [RateCardPath.restoreVersion]: (body, viewer, request) =>
      freight.data(request, services.rateCards.restoreVersion(viewer, body)),
    [SiteContentPath.getMenus]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.getMenus(viewer, body)),
    [SiteContentPath.saveMenus]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.saveMenus(viewer, body)),
    [SiteContentPath.getTitles]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.getTitleSettings(viewer, body)),
    [SiteContentPath.saveTitles]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.saveTitleSettings(viewer, body)),
    [SiteContentPath.listContentPages]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.listContentPages(viewer, body)),
    [SiteContentPath.getContentPage]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.getContentPage(viewer, body)),
    [SiteContentPath.saveContentPage]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.saveContentPage(viewer, body)),
    [SiteContentPath.getContact]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.getContact(viewer, body)),
    [SiteContentPath.saveContact]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.saveContact(viewer, body)),
    [SiteContentPath.listOtherContacts]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.listOtherContacts(viewer, body)),
    [SiteContentPath.addContact]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.addContact(viewer, body)),
    [SiteContentPath.removeContact]: (body, viewer, request) =>
      siteContent.data(request, services.siteContent.removeContact(viewer, body)),
    [SpaceReleasePath.listReleases]: (_body, viewer, request) =>
      spaceRelease.data(request, services.spaceReleases.list(viewer)),
    [SpaceReleasePath.listReleaseChanges]: (_body, viewer, request) =>
      spaceRelease.data(request, services.spaceReleases.changes(viewer)),
    [SpaceReleasePath.releaseSpace]: (body, viewer, request) =>
      spaceRelease.data(request, services.spaceReleases.release(viewer, body)),
    [SpaceReleasePath.topUpRelease]: (body, viewer, request) =>
      spaceRelease.data(request, services.spaceReleases.topUp(viewer, body)),
    [SpaceReleasePath.reduceRelease]: (body, viewer, request) =>
      spaceRelease.data(request, services.spaceReleases.reduce(viewer, body)),
    [SpaceReleasePath.closeRelease]: (body, viewer, request) =>
      spaceRelease.data(request, services.spaceReleases.close(viewer, body.sailingId)),
    [TenantPath.getCompanyInfo]: (_body, viewer, request) =>
      tenant.data(request, services.companySettings.read(viewer)),
    [TenantPath.saveCompanyInfo]: (body, viewer, request) =>
      tenant.data(request, services.companySettings.save(viewer, body)),
    [TenantPath.setImage]: (body, viewer, request) =>
      tenant.data(request, services.companySettings.setImage(viewer, body)),
    [TenantPath.listChanges]: (body, viewer, request) =>
      tenant.data(request, services.companySettings.listChanges(viewer, body)),

    [FeedPath.listFeeds]: (_body, viewer, request) => feeds.data(request, services.feeds.list(viewer)),
    [FeedPath.saveFeed]: (body, viewer, request) => feeds.data(request, services.feeds.save(viewer, body)),
    [FeedPath.runFeed]: (body, viewer, request) =>
      feeds.data(request, services.feeds.run(viewer, body.feedId)),
    [FeedPath.subscribeFeed]: (body, viewer, request) =>
      feeds.data(request, services.feeds.subscribe(viewer, body.feedId)),
    [FeedPath.resetFeedSecret]: (body, viewer, request) =>
      feeds.data(request, services.feeds.resetSecret(viewer, body.feedId)),
    [FeedPath.removeFeed]: (body, viewer, request) =>
      feeds.data(request, services.feeds.remove(viewer, body.feedId)),

    [TrackingSharePath.shareTracking]: (body, viewer, request) =>
      trackingShare.data(request, shares.share(viewer, body.orderId, body.validDays)),
    [TrackingSharePath.getTrackingShare]: (body, viewer, request) =>
      trackingShare.data(request, shares.get(viewer, body.orderId)),
    [TrackingSharePath.revokeTrackingShare]: (body, viewer, request) =>
      trackingShare.data(request, shares.revoke(viewer, body.orderId)),
    [TrackingSharePath.sharedTracking]: (body, _, request) =>
      trackingShare.data(
        request,
        shares.read(body.token, body.companyId, request.portal.language, request.ip),
      ),
  };
};

/** Registers every API path but the sandbox pay page's (./sandbox-pay-routes.ts, sandbox only). */
export const apiRoutes = async (app: FastifyInstance, { services }: { services: Services }) => {
  const handlers = handlersOf(services);
  for (const path of Object.keys(handlers) as RoutedPath[])
    postApi(app, path, handlers[path] as ApiHandler<RoutedPath>);
};
