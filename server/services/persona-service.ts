/** Persona events (spec section 3): what a visitor did, tied to a session without storing its token. */
import { createHash, randomUUID } from 'node:crypto';
import type { PersonaEvent } from '../../domain/api/company.ts';
import type { Repositories } from '../db/repositories/index.ts';

export interface RequestOrigin {
  sysSource: string;
  /** The raw Authorization token, if any; only its hash leaves this service. */
  authToken: string | undefined;
}

export const sessionKeyOf = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const createPersonaService = (repositories: Repositories, now: () => Date = () => new Date()) => ({
  /** False when the company is unknown. */
  record: async (companyId: number, event: PersonaEvent, origin: RequestOrigin): Promise<boolean> => {
    if (!(await repositories.companies.exists(companyId))) return false;
    await repositories.personaEvents.insert({
      id: randomUUID(),
      companyId,
      ...event,
      sysSource: origin.sysSource,
      sessionKey: origin.authToken === undefined ? null : sessionKeyOf(origin.authToken),
      createdAt: now().toISOString(),
    });
    return true;
  },
});

export type PersonaService = ReturnType<typeof createPersonaService>;
