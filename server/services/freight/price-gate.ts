/**
 * Who sees prices (spec §6, the rule of domain/access.ts): certified customers, staff, or anyone
 * signed in when their company sets the public-FCL flag. For a signed-in request the company is the
 * session's, never one named in the body (once an uncertified customer of tenant 1 read rate
 * details by naming tenant 2); anonymous visitors always log in first, so no company is read for them.
 */
import { rateGateMessage } from '../../../domain/access.ts';
import type { PriceGate, RateGateMessage } from '../../../domain/api/freight.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { Viewer } from '../accounts/viewer.ts';

export const createPriceGate =
  (companies: Pick<CompanyRepository, 'findById'>) =>
  async (viewer: Viewer | null): Promise<RateGateMessage | null> => {
    const company = viewer === null ? undefined : await companies.findById(viewer.companyId);
    return rateGateMessage({
      loggedIn: viewer !== null,
      webPubFclFlag: company?.webPubFclFlag ?? 0,
      userType: viewer?.userType ?? null,
      certificationStatus: viewer?.certificationStatus ?? null,
    });
  };

export type PriceGateOf = ReturnType<typeof createPriceGate>;

/**
 * An answer behind the gate as a service gives it: the gate's message id, not its text; the route
 * adds `gateMessage` in the request's language (server/routes/freight-routes.ts).
 */
export type Ungated<T extends PriceGate> = Omit<T, 'gateMessage'>;

/** A price as this viewer may see it. */
export const priceBehind = (gate: RateGateMessage | null, price: number): number | null =>
  gate === null ? price : null;
