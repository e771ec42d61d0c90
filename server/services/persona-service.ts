/**
 * Persona events (spec section 3): what a visitor did, tied to a session without storing its token.
 * Fire and forget on the server too (spec §7): the answer never waits for the write, and a write that
 * fails (a full disk) is logged and lost, never an error for the visitor. Anonymous callers are held
 * to a per-IP limit and every stored text has a bound, so no one can fill the disk through this call.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { PersonaEvent } from '../../domain/api/company.ts';
import { PERSONAS_SYS_SOURCE_MAX_LENGTH } from '../../domain/api/schemas.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { Clock } from './accounts/clock.ts';
import { type RateLimiter, RateLimits } from './accounts/rate-limiter.ts';

export interface RequestOrigin {
  ip: string;
  sysSource: string;
  /** The raw Authorization token, if any; only its hash leaves this service. */
  authToken: string | undefined;
  /** Where a failed write is reported once the answer has gone. */
  logError: (error: unknown) => void;
}

export type PersonaOutcome = 'accepted' | 'rateLimited' | 'companyNotFound';

export const sessionKeyOf = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Runs after the current I/O callbacks: the route's answer is written before the event is. */
const afterTheAnswer = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const createPersonaService = (deps: {
  repositories: Repositories;
  limiter: RateLimiter;
  now: Clock;
}) => {
  const { repositories, limiter, now } = deps;
  const writing = new Set<Promise<void>>();

  return {
    record: async (
      companyId: number,
      event: PersonaEvent,
      origin: RequestOrigin,
    ): Promise<PersonaOutcome> => {
      try {
        if (!(await limiter.hit(RateLimits.personaPerIp, origin.ip))) return 'rateLimited';
        if (!(await repositories.companies.exists(companyId))) return 'companyNotFound';
      } catch (error) {
        // The database cannot count or read now; the event is dropped rather than the answer broken.
        origin.logError(error);
        return 'accepted';
      }
      const row = {
        id: randomUUID(),
        companyId,
        ...event,
        // A header, not a body field: cut to its bound here (the body's texts are bounded by the schema).
        sysSource: origin.sysSource.slice(0, PERSONAS_SYS_SOURCE_MAX_LENGTH),
        sessionKey: origin.authToken === undefined ? null : sessionKeyOf(origin.authToken),
        createdAt: now().toISOString(),
      };
      const write = afterTheAnswer()
        .then(() => repositories.personaEvents.insert(row))
        .catch(origin.logError)
        .finally(() => writing.delete(write));
      writing.add(write);
      return 'accepted';
    },

    /** Resolves once every write started so far has landed or failed (shutdown waits for it). */
    settled: async (): Promise<void> => {
      await Promise.all(writing);
    },
  };
};

export type PersonaService = ReturnType<typeof createPersonaService>;
