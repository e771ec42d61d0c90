/**
 * QR-code login (spec sections 3, 4 and 7). The browser gets two secrets: a poll token it keeps
 * (logoQrCodeUUID) and a scan code inside the QR picture. A signed-in phone reads the code, sees which
 * browser asked, and confirms; only the holder of the poll token then receives the session, once.
 */
import QRCode from 'qrcode';
import type { QrLoginRequest, ValidateMap } from '../../../domain/api/accounts.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { describeUserAgent } from '../../../domain/user-agent.ts';
import type { QrTicketRow } from '../../db/accounts-schema.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { QrTicketRepository } from '../../db/repositories/qr-ticket-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { Language } from '../../messages.ts';
import { declined, notFound, ok, rateLimited, refuse, type ServerOutcome } from '../outcome.ts';
import { type Clock, isoAfter, MINUTE_MS } from './clock.ts';
import { type RateLimiter, RateLimits } from './rate-limiter.ts';
import type { SecondFactorService } from './second-factor-service.ts';
import { hashSecret } from './secrets.ts';
import type { SessionService } from './session-service.ts';
import { toValidateMap } from './validate-map.ts';
import type { Origin, Viewer } from './viewer.ts';

export const QR_TICKET_TTL_MS = 2 * MINUTE_MS;
/** The page the phone opens from the QR picture. */
export const QR_CONFIRM_PATH = '/qrConfirm';

export interface QrLoginDeps {
  tickets: QrTicketRepository;
  users: UserRepository;
  companies: CompanyRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  publicBaseUrl: string;
  now: Clock;
  issue: () => string;
  secondFactor: Pick<SecondFactorService, 'requires' | 'sessionPassed'>;
}

export const createQrLoginService = (deps: QrLoginDeps) => {
  const { tickets, users, companies, sessions, limiter, publicBaseUrl, now, issue, secondFactor } = deps;
  const isLive = (ticket: QrTicketRow) => Date.parse(ticket.expiresAt) > now().getTime();
  const tooMany = () => rateLimited('tooManyRequests');

  /** A live, unconsumed ticket of the viewer's company, found by the code in the QR picture. */
  const scannedTicket = async (viewer: Viewer, code: string): Promise<ServerOutcome<QrTicketRow>> => {
    const ticket = await tickets.findByScan(hashSecret(code));
    if (ticket === undefined || ticket.companyId !== viewer.companyId || ticket.consumedAt !== null) {
      return declined('qrAlreadyConfirmed');
    }
    return isLive(ticket) ? ok(ticket) : refuse(ResultCode.expired, 'qrExpired');
  };

  return {
    createTicket: async (
      companyId: number,
      origin: Origin,
    ): Promise<ServerOutcome<{ logoQrCode: string; logoQrCodeUUID: string }>> => {
      if (!(await limiter.hit(RateLimits.qrPerIp, origin.ip))) return tooMany();
      if (!(await companies.exists(companyId))) return notFound('companyNotFound');
      const pollToken = issue();
      const scanCode = issue();
      const at = now();
      // Expired tickets are useless; each new one sweeps them.
      await tickets.deleteExpiredBefore(at.toISOString());
      await tickets.insert({
        pollHash: hashSecret(pollToken),
        scanHash: hashSecret(scanCode),
        companyId,
        userAgent: origin.userAgent.slice(0, 500),
        ip: origin.ip,
        createdAt: at.toISOString(),
        expiresAt: isoAfter(at, QR_TICKET_TTL_MS),
      });
      const url = `${publicBaseUrl}${QR_CONFIRM_PATH}?code=${scanCode}`;
      const dataUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return ok({ logoQrCode: dataUrl.slice(dataUrl.indexOf(',') + 1), logoQrCodeUUID: pollToken });
    },

    check: async (
      pollToken: string,
      companyId: number,
      origin: Origin,
      /** The polling browser's (its webFlag): the language signed in with. */
      language: Language,
    ): Promise<ServerOutcome<{ validateMap: ValidateMap }>> => {
      if (!(await limiter.hit(RateLimits.qrPerIp, origin.ip))) return tooMany();
      const pollHash = hashSecret(pollToken);
      const ticket = await tickets.findByPoll(pollHash);
      // Unknown, consumed and expired all mean the same to the browser: fetch a new code.
      if (
        ticket === undefined ||
        ticket.companyId !== companyId ||
        ticket.consumedAt !== null ||
        !isLive(ticket)
      ) {
        return refuse(ResultCode.expired, 'qrExpired');
      }
      if (ticket.confirmedUserId === null) {
        return declined(ticket.scannedAt === null ? 'qrWaiting' : 'qrScanned');
      }
      if (!(await tickets.consume(pollHash, now().toISOString())))
        return refuse(ResultCode.expired, 'qrExpired');
      const user = await users.findById(ticket.confirmedUserId);
      if (user === undefined || user.active !== 1 || user.deactivatedAt !== null)
        return refuse(ResultCode.expired, 'qrExpired');
      // Confirmed only from a phone that passed the factor where the account needs it (confirm).
      const passed = secondFactor.requires(user);
      const apiKey = await sessions.open(user.id, user.companyId, origin, language, passed);
      return ok({ validateMap: toValidateMap(user, apiKey) });
    },

    describe: async (viewer: Viewer, code: string): Promise<ServerOutcome<QrLoginRequest>> => {
      const scanned = await scannedTicket(viewer, code);
      if (!scanned.ok) return scanned;
      const ticket = scanned.data;
      await tickets.markScanned(ticket.scanHash, now().toISOString());
      const request: QrLoginRequest = {
        device: describeUserAgent(ticket.userAgent),
        userAgent: ticket.userAgent,
        ip: ticket.ip,
        requestedAt: ticket.createdAt,
        expiresAt: ticket.expiresAt,
      };
      return ok(request);
    },

    /**
     * The phone's session stands in for the browser's sign-in: for an account that needs a second
     * factor it must have passed it, or a password alone would get a session by way of the QR code.
     */
    confirm: async (viewer: Viewer, apiKey: string, code: string): Promise<ServerOutcome<undefined>> => {
      const scanned = await scannedTicket(viewer, code);
      if (!scanned.ok) return scanned;
      const user = await users.findById(viewer.userId);
      if (user !== undefined && secondFactor.requires(user) && !(await secondFactor.sessionPassed(apiKey)))
        return refuse(ResultCode.forbidden, 'qrNeedsSecondFactor');
      const confirmed = await tickets.confirm(
        scanned.data.scanHash,
        viewer.companyId,
        viewer.userId,
        now().toISOString(),
      );
      return confirmed ? ok(undefined, 'qrConfirmed') : declined('qrAlreadyConfirmed');
    },
  };
};

export type QrLoginService = ReturnType<typeof createQrLoginService>;
