/**
 * Who may call each API path, and which refusals it answers with their own HTTP status: one
 * declaration that the server's route wrappers must match (server/routes/api-route.ts refuses to
 * register a route that disagrees) and that the OpenAPI document publishes as each operation's
 * security and statuses. A signed-in call sends the session's apiKey in the Authorization header
 * (spec §7); staff are user type 2 of the company (spec §4).
 */
import { AccountPath } from './accounts-paths.ts';
import { BookingPath } from './booking-paths.ts';
import { ResultCode } from './envelope.ts';
import { FreightPath } from './freight-paths.ts';
import { GrabRequestPath } from './grab-request-paths.ts';
import { OrderPath } from './order-paths.ts';
import type { ApiPath } from './paths.ts';
import { ReservationPath } from './reservation-paths.ts';
import { ShellPath } from './shell-paths.ts';
import { TrackingSharePath } from './tracking-share-paths.ts';

/**
 * public: anyone (a session, when sent, is still read: rates show prices to whom may see them);
 * signedIn: a session, else '401'; staff: a staff session, else '401' or '403'.
 */
export const Access = { public: 'public', signedIn: 'signedIn', staff: 'staff' } as const;
export type Access = (typeof Access)[keyof typeof Access];

/**
 * Refusals a path's own rules give beyond its access level's, each with its HTTP status: '401' a
 * price asked for without a session, '403' a rule about who may do it (staff cannot book, only the
 * owner reads a quotation...), '429' a rate limit.
 */
export type Refusal =
  | typeof ResultCode.unauthorized
  | typeof ResultCode.forbidden
  | typeof ResultCode.rateLimited;

export interface PathAccessRule {
  access: Access;
  refusals: readonly Refusal[];
}

const { unauthorized, forbidden, rateLimited } = ResultCode;
const rule =
  (access: Access) =>
  (...refusals: Refusal[]): PathAccessRule => ({ access, refusals });
const open = rule(Access.public);
const signedIn = rule(Access.signedIn);
const staff = rule(Access.staff);

export const PathAccess: Record<ApiPath, PathAccessRule> = {
  [ShellPath.getCompanyInfoById]: open(),
  [ShellPath.queryWebMyCustomer]: open(),
  [ShellPath.userPersonasUtil]: open(rateLimited),
  [ShellPath.getWebMenuList]: open(),
  [ShellPath.getTitleSettings]: open(),
  [ShellPath.getWebContent]: open(),

  [AccountPath.getWebCnLoginQrCode]: open(rateLimited),
  [AccountPath.checkUserIfAuthLogin]: open(rateLimited),
  [AccountPath.weblogin]: open(rateLimited),
  [AccountPath.webregister]: open(rateLimited),
  [AccountPath.forgetOrRegistSendMail]: open(rateLimited),
  [AccountPath.forgetPassWordUpdateUser]: open(rateLimited),
  [AccountPath.forgetPasswordDecryptToken]: open(),
  [AccountPath.getUserInfo]: signedIn(forbidden),
  [AccountPath.updateUser]: signedIn(forbidden),
  [AccountPath.webloginOut]: open(),
  [AccountPath.getTycCompanyList]: signedIn(),
  [AccountPath.getQrLoginRequest]: signedIn(),
  [AccountPath.confirmQrLogin]: signedIn(),
  // Staff of the body's company: the service checks both, so a customer's session is a '403'.
  [AccountPath.reviewCertification]: signedIn(forbidden),
  [AccountPath.getPendingCertifications]: signedIn(forbidden),
  [AccountPath.logoutEverywhere]: signedIn(),
  [AccountPath.updateProfile]: signedIn(),
  [AccountPath.changePassword]: signedIn(rateLimited),
  [AccountPath.listSessions]: signedIn(),
  [AccountPath.setHeadPicture]: signedIn(),
  [AccountPath.removeHeadPicture]: signedIn(),

  [FreightPath.searchPorts]: open(),
  [FreightPath.listCarriers]: open(),
  [FreightPath.searchRates]: open(),
  // A quotation holds prices: it needs a session that passes the rate gate (spec §6).
  [FreightPath.saveQuotation]: open(unauthorized, forbidden),
  [FreightPath.getQuotation]: signedIn(forbidden),
  [FreightPath.listMyQuotations]: signedIn(),
  [FreightPath.listSpotProducts]: open(),
  [FreightPath.searchSpace]: open(),
  [FreightPath.getSpaceDetail]: open(),
  [FreightPath.searchPointToPoint]: open(),
  [FreightPath.searchVesselSchedule]: open(),
  [FreightPath.track]: open(),
  [FreightPath.searchSeaRailRoutes]: open(),
  [FreightPath.planRoutes]: open(),
  [FreightPath.searchPrerecorded]: open(),
  [FreightPath.importDcsa]: staff(),

  [BookingPath.bookSpace]: signedIn(forbidden, rateLimited),
  [BookingPath.getSpaceOrder]: signedIn(),
  [BookingPath.listMySpaceOrders]: signedIn(),
  [BookingPath.cancelSpaceOrder]: signedIn(),
  [BookingPath.listSpaceOrders]: staff(),
  [BookingPath.completeSpaceOrder]: staff(),
  [BookingPath.refuseSpaceOrder]: staff(),
  [BookingPath.returnSpaceOrder]: staff(),
  // The sandbox's pay page: the code in the QR picture is the bearer secret.
  [BookingPath.getSandboxPayment]: open(rateLimited),
  [BookingPath.confirmSandboxPayment]: open(rateLimited),

  [ReservationPath.createReservation]: signedIn(forbidden, rateLimited),
  [ReservationPath.listMyReservations]: signedIn(),
  [ReservationPath.getReservation]: signedIn(),
  [ReservationPath.cancelReservation]: signedIn(),
  [ReservationPath.listReservations]: staff(),
  [ReservationPath.approveReservation]: staff(),
  [ReservationPath.refuseReservation]: staff(),

  [OrderPath.createOrder]: signedIn(forbidden, rateLimited),
  [OrderPath.listMyOrders]: signedIn(),
  [OrderPath.getOrder]: signedIn(),
  [OrderPath.cancelOrder]: signedIn(),
  [OrderPath.listOrders]: staff(),
  [OrderPath.advanceOrder]: staff(),

  [GrabRequestPath.applyGrabRequest]: signedIn(forbidden, rateLimited),
  [GrabRequestPath.listMyGrabRequests]: signedIn(),
  [GrabRequestPath.getGrabRequest]: signedIn(),
  [GrabRequestPath.deleteGrabRequest]: signedIn(),
  [GrabRequestPath.listGrabRequests]: staff(),
  [GrabRequestPath.grantGrabRequest]: staff(),
  [GrabRequestPath.refuseGrabRequest]: staff(),

  // The order's owner shares its link; staff are refused.
  [TrackingSharePath.shareTracking]: signedIn(forbidden),
  [TrackingSharePath.getTrackingShare]: signedIn(forbidden),
  [TrackingSharePath.revokeTrackingShare]: signedIn(forbidden),
  [TrackingSharePath.sharedTracking]: open(rateLimited),
};
