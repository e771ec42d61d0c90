/**
 * The API's one contract (spec §7, docs/api.md): for every path, who may call it (its access and
 * the refusals its own rules give, domain/api/path-access.ts), the body it takes and the answer it
 * gives. The server validates every body and checks every caller against it, publishes it as the
 * OpenAPI document, and the server suite checks every real answer against that document; the
 * client's request helper takes its types from it (types only: the schemas stay out of the browser).
 */
import * as v from 'valibot';
import {
  AccountReply,
  CertificationReply,
  CertificationReview,
  CompanySuggestionReply,
  DecodeTokenReply,
  LoginReply,
  PendingCertification,
  QrCodeReply,
  QrLoginRequest,
  RecoveryCodesReply,
  SessionSummary,
  UserInfo,
} from './accounts-answers.ts';
import { AccountPath } from './accounts-paths.ts';
import {
  CertificationBody,
  ChangePasswordBody,
  CompanySearchBody,
  DecryptTokenBody,
  EmptyBody,
  FirstAdministratorBody,
  HeadPictureBody,
  LoginBody,
  ProfileBody,
  QrCheckBody,
  QrCodeBody,
  QrScanBody,
  RegisterBody,
  ReviewBody,
  SecondFactorBody,
  SendMailBody,
  SignInLinkBody,
  UpdatePasswordBody,
  UserInfoBody,
} from './accounts-schemas.ts';
import { envelopeOf, replyOf } from './answer-parts.ts';
import {
  AbnormalRefund,
  AttorneyFileOnFile,
  OrderDraftReply,
  RefundQueueItem,
  SandboxPaymentView,
  SpaceOrderPage,
} from './booking-answers.ts';
import { BookingPath } from './booking-paths.ts';
import {
  BookSpaceBody,
  CustomerFilterBody,
  KeepAttorneyFileBody,
  ListSpaceOrdersBody,
  OpenSpaceOrderPaymentBody,
  RefundNoBody,
  ResubmitSpaceOrderBody,
  SandboxPaymentBody,
  SettleRefundBody,
  SpaceOrderIdBody,
  SpaceOrderReasonBody,
} from './booking-schemas.ts';
import {
  CompanyInfo,
  CustomerServiceContact,
  MenuItem,
  TitleSetting,
  WebContent,
} from './company-answers.ts';
import { ConsoleDashboard, ExpiringRates } from './console.ts';
import { ConsolePath } from './console-paths.ts';
import { CustomerDetail, CustomerPage, CustomerSummary } from './customer-answers.ts';
import { CustomerPath } from './customer-paths.ts';
import {
  GetCustomerBody,
  ListCustomersBody,
  SetCustomerActiveBody,
  SetCustomerTypeBody,
  SetServiceContactBody,
  SetSpaceAllowanceBody,
} from './customer-schemas.ts';
import { ResultCode } from './envelope.ts';
import { FeedPath } from './feed-paths.ts';
import { FeedIdBody, FeedList, SaveFeedBody } from './feeds.ts';
import {
  CarrierListing,
  CustomsDocument,
  gatedPageOf,
  ImportResult,
  PlaceRef,
  PlanResult,
  PointToPointRoute,
  PublishedFreight,
  pageOf,
  Quotation,
  RateSearchResult,
  SeaRailRoute,
  SpaceSailing,
  SpaceSailingDetail,
  TrackingResult,
  VesselVoyage,
} from './freight-answers.ts';
import { FreightPath } from './freight-paths.ts';
import {
  GetQuotationBody,
  GetSpaceDetailBody,
  ImportDcsaBody,
  ListCarriersBody,
  ListMyQuotationsBody,
  ListSpotProductsBody,
  PlanRoutesBody,
  SaveQuotationBody,
  SearchPointToPointBody,
  SearchPortsBody,
  SearchPrerecordedBody,
  SearchRatesBody,
  SearchSeaRailRoutesBody,
  SearchSpaceBody,
  SearchVesselScheduleBody,
  TrackBody,
} from './freight-schemas.ts';
import { GrabRequestDetail, GrabRequestPage } from './grab-request-answers.ts';
import { GrabRequestPath } from './grab-request-paths.ts';
import {
  ApplyGrabRequestBody,
  GrantGrabRequestBody,
  grabRequestBodies,
  ListGrabRequestsBody,
  RefuseGrabRequestBody,
} from './grab-request-schemas.ts';
import { MailPreferencesBody } from './mail-preference-schemas.ts';
import { OrderDetail, OrderPage, OrderRate } from './order-answers.ts';
import { OrderPath } from './order-paths.ts';
import {
  AdvanceOrderBody,
  CreateOrderBody,
  GetOrderRateBody,
  ListOrdersBody,
  OrderIdBody,
  StepBackOrderBody,
} from './order-schemas.ts';
import { open, type PathAccessRule, signedIn, staff } from './path-access.ts';
import type { ApiPath } from './paths.ts';
import {
  ListRateCardsBody,
  ListRateVersionsBody,
  RateCardList,
  RatePublished,
  RateVersionPage,
  RemoveRateCardBody,
  RestoreRateVersionBody,
  SaveRateCardBody,
} from './rate-card.ts';
import { RateCardPath } from './rate-card-paths.ts';
import {
  ImportIdBody,
  ImportRowPage,
  ListImportRowsBody,
  MapImportBody,
  PublishedImport,
  RateImportView,
} from './rate-sheet.ts';
import { RateSheetPath } from './rate-sheet-paths.ts';
import { ReservationDetail, ReservationPage } from './reservation-answers.ts';
import { ReservationPath } from './reservation-paths.ts';
import {
  CreateReservationBody,
  ListReservationsBody,
  ReservationReasonBody,
  reservationBodies,
} from './reservation-schemas.ts';
import { Id } from './schema-parts.ts';
import { CompanyIdBody, PersonaEventBody, WebContentBody } from './schemas.ts';
import { ShellPath } from './shell-paths.ts';
import {
  ContactView,
  ContentPageBody,
  ContentPageList,
  ContentPageView,
  MenuList,
  OtherContactList,
  RemoveContactBody,
  SaveContactBody,
  SaveContentPageBody,
  SaveMenusBody,
  SaveTitleSettingsBody,
  SiteContentBody,
  TitleSettingList,
} from './site-content.ts';
import { SiteContentPath } from './site-content-paths.ts';
import {
  ChangeReleaseBody,
  ReleaseChangeList,
  ReleasedSailing,
  ReleasedSailingIdBody,
  ReleasedSailingList,
  ReleaseSpaceBody,
} from './space-release.ts';
import { SpaceReleasePath } from './space-release-paths.ts';
import { AcceptedInvitation, StaffList, StaffMember } from './staff-answers.ts';
import { StaffPath } from './staff-paths.ts';
import {
  AcceptStaffInvitationBody,
  InviteStaffBody,
  SetStaffActiveBody,
  SetStaffRolesBody,
  StaffIdBody,
} from './staff-schemas.ts';
import {
  CompanyInfoEdit,
  ExchangeRateList,
  ListChangesBody,
  MarkupGrid,
  SaveCompanyInfoBody,
  SaveExchangeRateBody,
  SaveMarkupsBody,
  SaveTenantSettingsBody,
  SetImageBody,
  TenantChangePage,
  TenantSettingsView,
} from './tenant.ts';
import { TenantPath } from './tenant-paths.ts';
import { SharedTracking, TrackingShareView } from './tracking-share-answers.ts';
import { TrackingSharePath } from './tracking-share-paths.ts';
import { SharedTrackingBody, ShareTrackingBody, TrackingShareOrderBody } from './tracking-share-schemas.ts';

/** One endpoint: who may call it, its body and its answer (HTTP 200: success or a business failure). */
export interface Endpoint {
  access: PathAccessRule;
  request: v.GenericSchema;
  answer: v.GenericSchema;
}

const endpoint = <TRequest extends v.GenericSchema, TAnswer extends v.GenericSchema>(
  access: PathAccessRule,
  request: TRequest,
  answer: TAnswer,
) => ({ access, request, answer });

const { unauthorized, forbidden, rateLimited, providerUnavailable } = ResultCode;

export const Endpoints = {
  [ShellPath.getCompanyInfoById]: endpoint(open(), CompanyIdBody, envelopeOf(CompanyInfo)),
  [ShellPath.queryWebMyCustomer]: endpoint(open(), CompanyIdBody, envelopeOf(CustomerServiceContact)),
  [ShellPath.userPersonasUtil]: endpoint(open(rateLimited), PersonaEventBody, replyOf({})),
  [ShellPath.getWebMenuList]: endpoint(open(), CompanyIdBody, envelopeOf(v.array(MenuItem))),
  [ShellPath.getTitleSettings]: endpoint(open(), CompanyIdBody, envelopeOf(v.array(TitleSetting))),
  [ShellPath.getWebContent]: endpoint(open(), WebContentBody, envelopeOf(WebContent)),

  [AccountPath.getWebCnLoginQrCode]: endpoint(open(rateLimited), QrCodeBody, QrCodeReply),
  [AccountPath.checkUserIfAuthLogin]: endpoint(open(rateLimited), QrCheckBody, LoginReply),
  [AccountPath.weblogin]: endpoint(open(rateLimited), LoginBody, LoginReply),
  [AccountPath.confirmSecondFactor]: endpoint(open(rateLimited), SecondFactorBody, LoginReply),
  [AccountPath.regenerateRecoveryCodes]: endpoint(signedIn(forbidden), EmptyBody, RecoveryCodesReply),
  [AccountPath.webregister]: endpoint(open(rateLimited), RegisterBody, AccountReply),
  [AccountPath.forgetOrRegistSendMail]: endpoint(open(rateLimited), SendMailBody, AccountReply),
  [AccountPath.sendSignInLink]: endpoint(open(rateLimited), SignInLinkBody, AccountReply),
  [AccountPath.forgetPassWordUpdateUser]: endpoint(open(rateLimited), UpdatePasswordBody, AccountReply),
  [AccountPath.forgetPasswordDecryptToken]: endpoint(open(), DecryptTokenBody, DecodeTokenReply),
  [AccountPath.getUserInfo]: endpoint(signedIn(forbidden), UserInfoBody, envelopeOf(UserInfo)),
  [AccountPath.updateUser]: endpoint(signedIn(forbidden), CertificationBody, CertificationReply),
  [AccountPath.webloginOut]: endpoint(open(), EmptyBody, AccountReply),
  [AccountPath.getTycCompanyList]: endpoint(signedIn(), CompanySearchBody, CompanySuggestionReply),
  [AccountPath.getQrLoginRequest]: endpoint(signedIn(), QrScanBody, envelopeOf(QrLoginRequest)),
  [AccountPath.confirmQrLogin]: endpoint(signedIn(forbidden), QrScanBody, AccountReply),
  // Staff of the body's company: another company's staff get a '403' from the service.
  [AccountPath.reviewCertification]: endpoint(
    staff('certifications.audit', forbidden),
    ReviewBody,
    envelopeOf(CertificationReview),
  ),
  [AccountPath.getPendingCertifications]: endpoint(
    staff('records.read', forbidden),
    v.object({ companyId: Id }),
    envelopeOf(v.array(PendingCertification)),
  ),
  [AccountPath.logoutEverywhere]: endpoint(signedIn(), EmptyBody, AccountReply),
  [AccountPath.updateProfile]: endpoint(signedIn(), ProfileBody, envelopeOf(UserInfo)),
  [AccountPath.changePassword]: endpoint(signedIn(rateLimited), ChangePasswordBody, AccountReply),
  [AccountPath.listSessions]: endpoint(signedIn(), EmptyBody, envelopeOf(v.array(SessionSummary))),
  [AccountPath.setHeadPicture]: endpoint(signedIn(), HeadPictureBody, envelopeOf(UserInfo)),
  // Staff of the viewer's own tenant: any role reads, customer service changes (domain/permissions.ts).
  [CustomerPath.listCustomers]: endpoint(staff('records.read'), ListCustomersBody, envelopeOf(CustomerPage)),
  [CustomerPath.setCustomerType]: endpoint(
    staff('customers.manage'),
    SetCustomerTypeBody,
    envelopeOf(CustomerSummary),
  ),
  [CustomerPath.setCustomerActive]: endpoint(
    staff('customers.manage'),
    SetCustomerActiveBody,
    envelopeOf(CustomerSummary),
  ),
  // Staff accounts: administrators only (staff.manage, domain/permissions.ts), of their own tenant.
  [StaffPath.listStaff]: endpoint(staff('staff.manage'), EmptyBody, envelopeOf(StaffList)),
  [StaffPath.inviteStaff]: endpoint(
    staff('staff.manage', rateLimited),
    InviteStaffBody,
    envelopeOf(StaffMember),
  ),
  [StaffPath.resendStaffInvitation]: endpoint(
    staff('staff.manage', rateLimited),
    StaffIdBody,
    envelopeOf(StaffMember),
  ),
  [StaffPath.setStaffRoles]: endpoint(staff('staff.manage'), SetStaffRolesBody, envelopeOf(StaffMember)),
  [StaffPath.setStaffActive]: endpoint(staff('staff.manage'), SetStaffActiveBody, envelopeOf(StaffMember)),
  // The mailed invitation's token is the credential: the invitee has no password yet.
  [StaffPath.acceptStaffInvitation]: endpoint(
    open(rateLimited),
    AcceptStaffInvitationBody,
    envelopeOf(AcceptedInvitation),
  ),
  [CustomerPath.getCustomer]: endpoint(staff('records.read'), GetCustomerBody, envelopeOf(CustomerDetail)),
  [CustomerPath.setServiceContact]: endpoint(
    staff('customers.manage'),
    SetServiceContactBody,
    envelopeOf(CustomerDetail),
  ),
  [CustomerPath.setSpaceAllowance]: endpoint(
    staff('customers.manage'),
    SetSpaceAllowanceBody,
    envelopeOf(CustomerDetail),
  ),
  [CustomerPath.endCustomerSessions]: endpoint(
    staff('customers.manage'),
    GetCustomerBody,
    envelopeOf(CustomerDetail),
  ),
  // The setup link's token is the credential: no session exists before the first administrator.
  [AccountPath.createFirstAdministrator]: endpoint(open(rateLimited), FirstAdministratorBody, AccountReply),
  [AccountPath.removeHeadPicture]: endpoint(signedIn(), EmptyBody, envelopeOf(UserInfo)),
  [AccountPath.getMailPreferences]: endpoint(signedIn(), EmptyBody, envelopeOf(MailPreferencesBody)),
  [AccountPath.saveMailPreferences]: endpoint(
    signedIn(),
    MailPreferencesBody,
    envelopeOf(MailPreferencesBody),
  ),

  [FreightPath.searchPorts]: endpoint(open(), SearchPortsBody, envelopeOf(pageOf(PlaceRef))),
  [FreightPath.listCarriers]: endpoint(open(), ListCarriersBody, envelopeOf(pageOf(CarrierListing))),
  [FreightPath.published]: endpoint(open(), EmptyBody, envelopeOf(PublishedFreight)),
  [FreightPath.searchRates]: endpoint(open(), SearchRatesBody, envelopeOf(RateSearchResult)),
  // A quotation holds prices: it needs a session that passes the rate gate (spec §6).
  [FreightPath.saveQuotation]: endpoint(
    open(unauthorized, forbidden),
    SaveQuotationBody,
    envelopeOf(Quotation),
  ),
  [FreightPath.getQuotation]: endpoint(signedIn(forbidden), GetQuotationBody, envelopeOf(Quotation)),
  [FreightPath.listMyQuotations]: endpoint(signedIn(), ListMyQuotationsBody, envelopeOf(pageOf(Quotation))),
  [FreightPath.listSpotProducts]: endpoint(
    open(),
    ListSpotProductsBody,
    envelopeOf(gatedPageOf(SpaceSailing)),
  ),
  [FreightPath.searchSpace]: endpoint(open(), SearchSpaceBody, envelopeOf(gatedPageOf(SpaceSailing))),
  [FreightPath.getSpaceDetail]: endpoint(open(), GetSpaceDetailBody, envelopeOf(SpaceSailingDetail)),
  [FreightPath.searchPointToPoint]: endpoint(
    open(),
    SearchPointToPointBody,
    envelopeOf(pageOf(PointToPointRoute)),
  ),
  [FreightPath.searchVesselSchedule]: endpoint(
    open(),
    SearchVesselScheduleBody,
    envelopeOf(pageOf(VesselVoyage)),
  ),
  [FreightPath.track]: endpoint(
    open(),
    TrackBody,
    envelopeOf(v.strictObject({ results: v.array(TrackingResult) })),
  ),
  [FreightPath.searchSeaRailRoutes]: endpoint(
    open(),
    SearchSeaRailRoutesBody,
    envelopeOf(gatedPageOf(SeaRailRoute)),
  ),
  [FreightPath.planRoutes]: endpoint(open(), PlanRoutesBody, envelopeOf(PlanResult)),
  [FreightPath.searchPrerecorded]: endpoint(
    open(rateLimited),
    SearchPrerecordedBody,
    envelopeOf(pageOf(CustomsDocument)),
  ),
  [FreightPath.importDcsa]: endpoint(staff('rates.manage'), ImportDcsaBody, envelopeOf(ImportResult)),
  // A rate sheet's import (the upload is multipart, server/routes/rate-sheet-routes.ts): any staff
  // of the tenant reads it, pricing maps its columns and publishes it.
  [RateSheetPath.getImport]: endpoint(staff('records.read'), ImportIdBody, envelopeOf(RateImportView)),
  [RateSheetPath.listImportRows]: endpoint(
    staff('records.read'),
    ListImportRowsBody,
    envelopeOf(ImportRowPage),
  ),
  [RateSheetPath.mapImport]: endpoint(staff('rates.manage'), MapImportBody, envelopeOf(RateImportView)),
  [RateSheetPath.publishImport]: endpoint(staff('rates.manage'), ImportIdBody, envelopeOf(PublishedImport)),

  [BookingPath.bookSpace]: endpoint(
    signedIn(forbidden, rateLimited, providerUnavailable),
    BookSpaceBody,
    OrderDraftReply,
  ),
  [BookingPath.getSpaceOrder]: endpoint(signedIn(), SpaceOrderIdBody, OrderDraftReply),
  [BookingPath.listMySpaceOrders]: endpoint(signedIn(), ListSpaceOrdersBody, envelopeOf(SpaceOrderPage)),
  [BookingPath.cancelSpaceOrder]: endpoint(signedIn(providerUnavailable), SpaceOrderIdBody, OrderDraftReply),
  [BookingPath.resubmitSpaceOrder]: endpoint(signedIn(), ResubmitSpaceOrderBody, OrderDraftReply),
  [BookingPath.openSpaceOrderPayment]: endpoint(
    signedIn(providerUnavailable),
    OpenSpaceOrderPaymentBody,
    OrderDraftReply,
  ),
  [BookingPath.getAttorneyFileOnFile]: endpoint(signedIn(), EmptyBody, envelopeOf(AttorneyFileOnFile)),
  [BookingPath.keepAttorneyFileOnFile]: endpoint(
    signedIn(),
    KeepAttorneyFileBody,
    envelopeOf(AttorneyFileOnFile),
  ),
  [BookingPath.listSpaceOrders]: endpoint(
    staff('records.read'),
    ListSpaceOrdersBody,
    envelopeOf(SpaceOrderPage),
  ),
  [BookingPath.completeSpaceOrder]: endpoint(staff('spaceOrders.handle'), SpaceOrderIdBody, OrderDraftReply),
  [BookingPath.refuseSpaceOrder]: endpoint(
    staff('spaceOrders.handle'),
    SpaceOrderReasonBody,
    OrderDraftReply,
  ),
  [BookingPath.returnSpaceOrder]: endpoint(
    staff('spaceOrders.handle'),
    SpaceOrderReasonBody,
    OrderDraftReply,
  ),
  [BookingPath.listAbnormalRefunds]: endpoint(
    staff('records.read'),
    EmptyBody,
    envelopeOf(v.array(AbnormalRefund)),
  ),
  [BookingPath.listRefundQueue]: endpoint(
    staff('records.read'),
    CustomerFilterBody,
    envelopeOf(v.array(RefundQueueItem)),
  ),
  [BookingPath.retryRefund]: endpoint(staff('spaceOrders.handle'), RefundNoBody, envelopeOf(RefundQueueItem)),
  [BookingPath.settleRefund]: endpoint(
    staff('spaceOrders.handle'),
    SettleRefundBody,
    envelopeOf(RefundQueueItem),
  ),
  // The sandbox's pay page: the code in the QR picture is the bearer secret.
  [BookingPath.getSandboxPayment]: endpoint(
    open(rateLimited),
    SandboxPaymentBody,
    envelopeOf(SandboxPaymentView),
  ),
  [BookingPath.confirmSandboxPayment]: endpoint(
    open(rateLimited),
    SandboxPaymentBody,
    envelopeOf(SandboxPaymentView),
  ),

  [ReservationPath.createReservation]: endpoint(
    signedIn(forbidden, rateLimited),
    CreateReservationBody,
    envelopeOf(ReservationDetail),
  ),
  [ReservationPath.listMyReservations]: endpoint(
    signedIn(),
    ListReservationsBody,
    envelopeOf(ReservationPage),
  ),
  [ReservationPath.getReservation]: endpoint(
    signedIn(),
    reservationBodies.byId,
    envelopeOf(ReservationDetail),
  ),
  [ReservationPath.cancelReservation]: endpoint(
    signedIn(),
    reservationBodies.byId,
    envelopeOf(ReservationDetail),
  ),
  [ReservationPath.listReservations]: endpoint(
    staff('records.read'),
    ListReservationsBody,
    envelopeOf(ReservationPage),
  ),
  [ReservationPath.approveReservation]: endpoint(
    staff('reservations.audit'),
    reservationBodies.byId,
    envelopeOf(ReservationDetail),
  ),
  [ReservationPath.refuseReservation]: endpoint(
    staff('reservations.audit'),
    ReservationReasonBody,
    envelopeOf(ReservationDetail),
  ),

  [OrderPath.createOrder]: endpoint(
    signedIn(forbidden, rateLimited),
    CreateOrderBody,
    envelopeOf(OrderDetail),
  ),
  [OrderPath.getOrderRate]: endpoint(signedIn(forbidden), GetOrderRateBody, envelopeOf(OrderRate)),
  [OrderPath.listMyOrders]: endpoint(signedIn(), ListOrdersBody, envelopeOf(OrderPage)),
  [OrderPath.getOrder]: endpoint(signedIn(), OrderIdBody, envelopeOf(OrderDetail)),
  [OrderPath.cancelOrder]: endpoint(signedIn(), OrderIdBody, envelopeOf(OrderDetail)),
  [OrderPath.listOrders]: endpoint(staff('records.read'), ListOrdersBody, envelopeOf(OrderPage)),
  [OrderPath.advanceOrder]: endpoint(staff('orders.progress'), AdvanceOrderBody, envelopeOf(OrderDetail)),
  [OrderPath.stepBackOrder]: endpoint(staff('orders.progress'), StepBackOrderBody, envelopeOf(OrderDetail)),

  // The staff console's dashboard: any staff reads what waits in the queues they may see.
  [ConsolePath.getDashboard]: endpoint(staff('records.read'), EmptyBody, envelopeOf(ConsoleDashboard)),
  [ConsolePath.listExpiringRates]: endpoint(staff('records.read'), EmptyBody, envelopeOf(ExpiringRates)),

  // The tenant's working settings and exchange rates to CNY: any staff reads, an administrator
  // saves the settings, pricing the rates.
  [TenantPath.getSettings]: endpoint(staff('records.read'), EmptyBody, envelopeOf(TenantSettingsView)),
  [TenantPath.saveSettings]: endpoint(
    staff('tenant.settings'),
    SaveTenantSettingsBody,
    envelopeOf(TenantSettingsView),
  ),
  [TenantPath.listExchangeRates]: endpoint(staff('records.read'), EmptyBody, envelopeOf(ExchangeRateList)),
  [TenantPath.saveExchangeRate]: endpoint(
    staff('rates.manage'),
    SaveExchangeRateBody,
    envelopeOf(ExchangeRateList),
  ),
  // Markups are prices too: pricing saves them, any staff reads them.
  [TenantPath.listMarkups]: endpoint(staff('records.read'), EmptyBody, envelopeOf(MarkupGrid)),
  [TenantPath.saveMarkups]: endpoint(staff('rates.manage'), SaveMarkupsBody, envelopeOf(MarkupGrid)),
  // The administrator edits spec §3's company info; every reader of records reads the trail.
  [TenantPath.getCompanyInfo]: endpoint(staff('tenant.settings'), EmptyBody, envelopeOf(CompanyInfoEdit)),
  [TenantPath.saveCompanyInfo]: endpoint(
    staff('tenant.settings'),
    SaveCompanyInfoBody,
    envelopeOf(CompanyInfoEdit),
  ),
  // The forwarder's rate cards: any staff reads them and their versions, pricing publishes.
  [RateCardPath.listCards]: endpoint(staff('records.read'), ListRateCardsBody, envelopeOf(RateCardList)),
  [RateCardPath.listVersions]: endpoint(
    staff('records.read'),
    ListRateVersionsBody,
    envelopeOf(RateVersionPage),
  ),
  [RateCardPath.saveCard]: endpoint(staff('rates.manage'), SaveRateCardBody, envelopeOf(RatePublished)),
  [RateCardPath.removeCard]: endpoint(staff('rates.manage'), RemoveRateCardBody, envelopeOf(RatePublished)),
  [RateCardPath.restoreVersion]: endpoint(
    staff('rates.manage'),
    RestoreRateVersionBody,
    envelopeOf(RatePublished),
  ),
  [TenantPath.setImage]: endpoint(staff('tenant.settings'), SetImageBody, envelopeOf(CompanyInfoEdit)),
  [TenantPath.listChanges]: endpoint(staff('records.read'), ListChangesBody, envelopeOf(TenantChangePage)),

  // The tenant's carrier feeds (docs/feeds.md): any staff reads, operations and administrators act.
  [FeedPath.listFeeds]: endpoint(staff('records.read'), EmptyBody, envelopeOf(FeedList)),
  [FeedPath.saveFeed]: endpoint(staff('feeds.manage'), SaveFeedBody, envelopeOf(FeedList)),
  [FeedPath.runFeed]: endpoint(staff('feeds.manage'), FeedIdBody, envelopeOf(FeedList)),
  [FeedPath.subscribeFeed]: endpoint(
    staff('feeds.manage', providerUnavailable),
    FeedIdBody,
    envelopeOf(FeedList),
  ),
  [FeedPath.resetFeedSecret]: endpoint(
    staff('feeds.manage', providerUnavailable),
    FeedIdBody,
    envelopeOf(FeedList),
  ),
  [FeedPath.removeFeed]: endpoint(staff('feeds.manage'), FeedIdBody, envelopeOf(FeedList)),
  // Space the tenant releases (spec §3 SPOT and existing space): any staff reads, pricing changes it.
  [SpaceReleasePath.listReleases]: endpoint(
    staff('records.read'),
    EmptyBody,
    envelopeOf(ReleasedSailingList),
  ),
  [SpaceReleasePath.listReleaseChanges]: endpoint(
    staff('records.read'),
    EmptyBody,
    envelopeOf(ReleaseChangeList),
  ),
  [SpaceReleasePath.releaseSpace]: endpoint(
    staff('rates.manage'),
    ReleaseSpaceBody,
    envelopeOf(ReleasedSailing),
  ),
  [SpaceReleasePath.topUpRelease]: endpoint(
    staff('rates.manage'),
    ChangeReleaseBody,
    envelopeOf(ReleasedSailing),
  ),
  [SpaceReleasePath.reduceRelease]: endpoint(
    staff('rates.manage'),
    ChangeReleaseBody,
    envelopeOf(ReleasedSailing),
  ),
  [SpaceReleasePath.closeRelease]: endpoint(
    staff('rates.manage'),
    ReleasedSailingIdBody,
    envelopeOf(ReleasedSailing),
  ),

  // The tenant's site content, edited by its administrator: the body names the session's own
  // company, another tenant's staff get a '403' from the service.
  [SiteContentPath.getMenus]: endpoint(
    staff('tenant.settings', forbidden),
    SiteContentBody,
    envelopeOf(MenuList),
  ),
  [SiteContentPath.saveMenus]: endpoint(
    staff('tenant.settings', forbidden),
    SaveMenusBody,
    envelopeOf(MenuList),
  ),
  [SiteContentPath.getTitles]: endpoint(
    staff('tenant.settings', forbidden),
    SiteContentBody,
    envelopeOf(TitleSettingList),
  ),
  [SiteContentPath.saveTitles]: endpoint(
    staff('tenant.settings', forbidden),
    SaveTitleSettingsBody,
    envelopeOf(TitleSettingList),
  ),
  [SiteContentPath.listContentPages]: endpoint(
    staff('tenant.settings', forbidden),
    SiteContentBody,
    envelopeOf(ContentPageList),
  ),
  [SiteContentPath.getContentPage]: endpoint(
    staff('tenant.settings', forbidden),
    ContentPageBody,
    envelopeOf(ContentPageView),
  ),
  [SiteContentPath.saveContentPage]: endpoint(
    staff('tenant.settings', forbidden),
    SaveContentPageBody,
    envelopeOf(ContentPageView),
  ),
  [SiteContentPath.getContact]: endpoint(
    staff('tenant.settings', forbidden),
    SiteContentBody,
    envelopeOf(ContactView),
  ),
  [SiteContentPath.saveContact]: endpoint(
    staff('tenant.settings', forbidden),
    SaveContactBody,
    envelopeOf(ContactView),
  ),
  [SiteContentPath.listOtherContacts]: endpoint(
    staff('tenant.settings', forbidden),
    SiteContentBody,
    envelopeOf(OtherContactList),
  ),
  [SiteContentPath.addContact]: endpoint(
    staff('tenant.settings', forbidden),
    SaveContactBody,
    envelopeOf(OtherContactList),
  ),
  [SiteContentPath.removeContact]: endpoint(
    staff('tenant.settings', forbidden),
    RemoveContactBody,
    envelopeOf(OtherContactList),
  ),

  [GrabRequestPath.applyGrabRequest]: endpoint(
    signedIn(forbidden, rateLimited),
    ApplyGrabRequestBody,
    envelopeOf(GrabRequestDetail),
  ),
  [GrabRequestPath.listMyGrabRequests]: endpoint(
    signedIn(),
    ListGrabRequestsBody,
    envelopeOf(GrabRequestPage),
  ),
  [GrabRequestPath.getGrabRequest]: endpoint(
    signedIn(),
    grabRequestBodies.byId,
    envelopeOf(GrabRequestDetail),
  ),
  [GrabRequestPath.deleteGrabRequest]: endpoint(
    signedIn(),
    grabRequestBodies.byId,
    envelopeOf(GrabRequestDetail),
  ),
  [GrabRequestPath.listGrabRequests]: endpoint(
    staff('records.read'),
    ListGrabRequestsBody,
    envelopeOf(GrabRequestPage),
  ),
  [GrabRequestPath.grantGrabRequest]: endpoint(
    staff('grabRequests.handle', providerUnavailable),
    GrantGrabRequestBody,
    envelopeOf(GrabRequestDetail),
  ),
  [GrabRequestPath.refuseGrabRequest]: endpoint(
    staff('grabRequests.handle'),
    RefuseGrabRequestBody,
    envelopeOf(GrabRequestDetail),
  ),

  // The order's owner shares its link; staff are refused.
  [TrackingSharePath.shareTracking]: endpoint(
    signedIn(forbidden),
    ShareTrackingBody,
    envelopeOf(TrackingShareView),
  ),
  [TrackingSharePath.getTrackingShare]: endpoint(
    signedIn(forbidden),
    TrackingShareOrderBody,
    envelopeOf(TrackingShareView),
  ),
  [TrackingSharePath.revokeTrackingShare]: endpoint(
    signedIn(forbidden),
    TrackingShareOrderBody,
    envelopeOf(TrackingShareView),
  ),
  [TrackingSharePath.sharedTracking]: endpoint(
    open(rateLimited),
    SharedTrackingBody,
    envelopeOf(SharedTracking),
  ),
} as const satisfies Record<ApiPath, Endpoint>;

/** The body schema a path takes. */
export type RequestSchemaOf<TPath extends ApiPath> = (typeof Endpoints)[TPath]['request'];
/** The answer schema a path gives. */
export type AnswerSchemaOf<TPath extends ApiPath> = (typeof Endpoints)[TPath]['answer'];
