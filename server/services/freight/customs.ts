/** Pre-recorded customs documents by customer number: at least 5 characters, right-fuzzy (prefix) match. */
import { mayReadCustomsRecord } from '../../../domain/access.ts';
import type { CustomsDocument, Page } from '../../../domain/api/freight.ts';
import { customsOffice, tradeMode } from '../../../domain/freight/customs-codes.ts';
import { prerecordedSearchRules } from '../../../domain/validation/prerecorded-search.ts';
import { validateForm } from '../../../domain/validation/rule.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import { MINUTE_MS } from '../accounts/clock.ts';
import type { RateLimit, RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { invalid, type FreightOutcome as Outcome, ok, rateLimited } from '../outcome.ts';

export const CustomsLimits = {
  /**
   * Searches per IP by anonymous visitors: a person typing numbers stays far below, a script walking
   * every 5-digit prefix for entry numbers and statuses does not. Signed-in users are not counted:
   * their account answers for them, and the full records they read are their own company's.
   */
  anonymousSearchPerIp: { bucket: 'prerecorded-ip', limit: 30, windowMs: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

type CustomsRow = Awaited<
  ReturnType<FreightRepositories['customs']['searchCustomsDocuments']>
>['rows'][number];

/** The public summary for everyone; the record (cargo, weights, B/L, vessel) for its owner and staff. */
const toDocument = (row: CustomsRow, viewer: Viewer | null): CustomsDocument => ({
  id: row.id,
  entryNo: row.entryNo,
  declarePort: customsOffice(row.declarePort),
  status: row.status as CustomsDocument['status'],
  declaredAt: row.declaredAt,
  record: mayReadCustomsRecord(viewer, row.companyId)
    ? {
        customerNo: row.customerNo,
        blNumber: row.blNumber,
        vesselName: row.vesselName,
        voyageNumber: row.voyageNumber,
        tradeMode: tradeMode(row.tradeMode),
        goodsNameCn: row.goodsNameCn,
        goodsNameEn: row.goodsNameEn,
        packages: row.packages,
        grossWeightKg: row.grossWeightKg,
      }
    : null,
});

export const createCustomsService = (deps: {
  repositories: Pick<FreightRepositories, 'customs' | 'demoData'>;
  limiter: RateLimiter;
}) => ({
  /** `ip`: the caller's address, which counts an anonymous visitor's searches. */
  search: async (
    body: { customerNo: string; pageNo: number; pageSize: number },
    viewer: Viewer | null,
    ip: string,
  ): Promise<Outcome<Page<CustomsDocument>>> => {
    // Counted before the number is checked: a refused number is a probe all the same.
    if (viewer === null && !(await deps.limiter.hit(CustomsLimits.anonymousSearchPerIp, ip)))
      return rateLimited('tooManyPrerecordedSearches');
    const customerNo = body.customerNo.trim().toUpperCase();
    if (validateForm({ customerNo }, prerecordedSearchRules).customerNo !== undefined)
      return invalid('customerNoTooShort');
    if (!/^[A-Z0-9-]+$/.test(customerNo)) return invalid('customerNoCharacters');
    const { rows, total } = await deps.repositories.customs.searchCustomsDocuments(customerNo, body);
    return ok({
      list: rows.map((row) => toDocument(row, viewer)),
      total,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
      demoData: rows.length > 0 && (await deps.repositories.demoData.generated()),
    });
  },
});
