/** Rate search behind the rate gate (spec section 6), SPOT rows, and quotations (workspace). */

import { randomUUID } from 'node:crypto';
import type { Page, Quotation, RateRow, RateSearchResult } from '../../../domain/api/freight.ts';
import type { SearchRatesBody } from '../../../domain/api/freight-schemas.ts';
import {
  CUT_OFF_CODES,
  type CutOffCode,
  type PaymentTerm,
  SURCHARGES,
  type SurchargeCode,
} from '../../../domain/freight/codes.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { quotationTotal } from '../../../domain/freight/quotation-total.ts';
import type { RateCardSurcharge } from '../../../domain/freight/rate-card.ts';
import type { RateRow as RateRecord } from '../../db/freight-schema.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import { tenantOf, type Viewer } from '../accounts/viewer.ts';
import { fromMinor, toMinor } from '../booking/order-view.ts';
import { forbidden, notFound, type FreightOutcome as Outcome, ok, unauthorized } from '../outcome.ts';
import { type PriceGateOf, priceBehind, type Ungated } from './price-gate.ts';
import { type Reference, todayOf } from './reference.ts';
import type { ViewerPricing, ViewerPricingOf } from './viewer-price.ts';

/**
 * A row's surcharges: generated rows hold `[code, amount, currency, paymentTerm]` per container,
 * a rate card's rows its surcharges as the card holds them (domain/freight/rate-card.ts).
 */
const surchargeLinesOf = (json: string): RateCardSurcharge[] =>
  (JSON.parse(json) as ([string, number, string, PaymentTerm] | RateCardSurcharge)[]).map((line) =>
    Array.isArray(line)
      ? { code: line[0], amount: line[1], currency: line[2], paymentTerm: line[3], basis: 'container' }
      : line,
  );

/** Digits of the day's sequence in a quotation number; a millionth quotation in one day gets a seventh. */
const QUOTATION_SEQUENCE_DIGITS = 6;

export const createRateService = (deps: {
  repositories: Pick<FreightRepositories, 'quotations' | 'rates' | 'schedules' | 'demoData'>;
  reference: Reference;
  gateFor: PriceGateOf;
  pricingFor: ViewerPricingOf;
  now: () => number;
}) => {
  const { repositories, reference, gateFor } = deps;

  /**
   * Rows as the API shows them; prices and the breakdown only when the gate is open, at the
   * viewer's price: the markup goes into the ocean freight, so the breakdown still sums to the
   * all-in price and a customer cannot read the buy price off it (docs/decisions.md).
   */
  const toRows = async (
    records: RateRecord[],
    gate: RateRow['gate'],
    pricing: ViewerPricing,
  ): Promise<RateRow[]> => {
    const cutOffs = new Map<number, { cutOffDateTimeCode: string; cutOffDateTime: string }[]>();
    if (gate === null) {
      for (const route of await repositories.schedules.cutOffsOfRoutes([
        ...new Set(records.map((record) => record.routeId)),
      ])) {
        cutOffs.set(route.id, JSON.parse(route.cutOffs));
      }
    }
    return Promise.all(
      records.map(async (record): Promise<RateRow> => {
        const allIn = pricing.sell(record.containerType, record.allIn);
        const pol = await reference.place(record.pol);
        const pod = await reference.place(record.pod);
        return {
          rateId: record.id,
          pol,
          pod,
          carrier: await reference.carrier(record.carrierScac),
          containerType: record.containerType,
          etd: toLocalIso(record.etd, pol.timeZone),
          eta: toLocalIso(record.eta, pod.timeZone),
          etdDate: record.etdDate,
          transitDays: record.transitDays,
          transshipments: record.transshipments,
          routeCode: record.routeCode,
          serviceCode: record.serviceCode,
          vesselName: record.vesselName,
          voyageNumber: record.voyageNumber,
          currency: record.currency,
          allIn: priceBehind(gate, allIn),
          ...(pricing.seesBuy && gate === null ? { buyAllIn: record.allIn } : {}),
          isSpot: record.isSpot === 1,
          gate,
          detail:
            gate !== null
              ? null
              : {
                  oceanFreight: fromMinor(
                    toMinor(record.oceanFreight) + toMinor(allIn) - toMinor(record.allIn),
                  ),
                  surcharges: surchargeLinesOf(record.surcharges).map(
                    ({ code, amount, currency, paymentTerm, basis }) => ({
                      code,
                      nameCn: SURCHARGES[code as SurchargeCode]?.cn ?? code,
                      nameEn: SURCHARGES[code as SurchargeCode]?.en ?? code,
                      amount,
                      currency,
                      paymentTerm,
                      basis,
                    }),
                  ),
                  validFrom: record.validFrom,
                  validTo: record.validTo,
                  cutOffs: (cutOffs.get(record.routeId) ?? []).map((cutOff) => ({
                    code: cutOff.cutOffDateTimeCode,
                    nameCn:
                      CUT_OFF_CODES[cutOff.cutOffDateTimeCode as CutOffCode]?.cn ?? cutOff.cutOffDateTimeCode,
                    nameEn:
                      CUT_OFF_CODES[cutOff.cutOffDateTimeCode as CutOffCode]?.en ?? cutOff.cutOffDateTimeCode,
                    dateTime: cutOff.cutOffDateTime,
                  })),
                },
        };
      }),
    );
  };

  return {
    searchRates: async (
      body: SearchRatesBody,
      viewer: Viewer | null,
    ): Promise<Outcome<Ungated<RateSearchResult>>> => {
      const lane = await reference.checkLane(body, todayOf(deps.now()));
      if (!lane.ok) return lane;
      const gate = await gateFor(viewer);
      const pricing = await deps.pricingFor(viewer);
      const { rows, total } = await repositories.rates.searchRates({
        companyId: tenantOf(viewer, body.companyId),
        pol: lane.data.pol,
        pod: lane.data.pod,
        etdFrom: lane.data.from,
        etdTo: lane.data.to,
        departsAfter: new Date(deps.now()).toISOString(),
        containerType: body.containerType,
        carrier: lane.data.carrier,
        spotOnly: body.spotOnly,
        // The order of prices is price information too: behind the gate, by ETD.
        sortBy: gate !== null && body.sortBy === 'price' ? 'etd' : body.sortBy,
        sortOrder: body.sortOrder,
        // A sort by price orders by the price the viewer sees.
        markups: pricing.markups,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
      });
      return ok({
        list: await toRows(rows, gate, pricing),
        total,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
        // Generated rows have no rate card: only they are demo data.
        demoData: rows.some((row) => row.rateCardId === null),
        gate,
      });
    },

    saveQuotation: async (
      body: { items: { rateId: number; quantity: number }[]; remark: string },
      viewer: Viewer | null,
    ): Promise<Outcome<Quotation>> => {
      if (viewer === null) return unauthorized('loginToViewRates');
      const gate = await gateFor(viewer);
      if (gate !== null) return forbidden(gate);
      const ids = [...new Set(body.items.map((item) => item.rateId))];
      const records = await repositories.rates.ratesByIds(viewer.companyId, ids);
      if (records.length !== ids.length) return notFound('rateNotFound');
      // The quotation keeps the price it showed: the viewer's price now, whatever markup comes later.
      const rows = new Map(
        (await toRows(records, null, await deps.pricingFor(viewer))).map((row) => [row.rateId, row]),
      );
      const lines = body.items.map((item) => {
        const unitPrice = rows.get(item.rateId)!.allIn!;
        return {
          rateId: item.rateId,
          quantity: item.quantity,
          unitPrice,
          amount: unitPrice * item.quantity,
          rate: rows.get(item.rateId)!,
        };
      });
      const createdAt = new Date(deps.now()).toISOString();
      const day = createdAt.slice(0, 10).replaceAll('-', '');
      const id = randomUUID();
      const quotation: Quotation = {
        id,
        // Q, the UTC day and the day's sequence: random suffixes collided under the unique index.
        quotationNo: `Q${day}${String(await repositories.quotations.nextQuotationSequence(day)).padStart(QUOTATION_SEQUENCE_DIGITS, '0')}`,
        // Alternatives for one container are a choice: one of them counts (domain/freight/quotation-total.ts).
        total: quotationTotal(lines),
        currency: 'USD',
        remark: body.remark.trim(),
        validTo: lines.map((line) => line.rate.detail!.validTo).sort()[0]!,
        createdAt,
        lines,
      };
      await repositories.quotations.insertQuotation({
        id,
        quotationNo: quotation.quotationNo,
        userId: viewer.userId,
        companyId: viewer.companyId,
        rateId: lines[0]!.rateId,
        snapshot: JSON.stringify(lines.map((line) => line.rate)),
        lines: JSON.stringify(lines.map(({ rate: _rate, ...line }) => line)),
        total: quotation.total,
        currency: quotation.currency,
        remark: quotation.remark,
        validTo: quotation.validTo,
        createdAt,
      });
      return ok(quotation);
    },

    getQuotation: async (id: string, viewer: Viewer): Promise<Outcome<Quotation>> => {
      const row = await repositories.quotations.quotationById(id);
      if (row === undefined) return notFound('quotationNotFound');
      if (row.userId !== viewer.userId) return forbidden('quotationForbidden');
      return ok(toQuotation(row));
    },

    listMyQuotations: async (
      page: { pageNo: number; pageSize: number },
      viewer: Viewer,
    ): Promise<Outcome<Page<Quotation>>> => {
      const { rows, total } = await repositories.quotations.quotationsOfUser(viewer.userId, page);
      return ok({
        list: rows.map(toQuotation),
        total,
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        // A quotation prices the sailings the portal showed: demo ones where the data was generated.
        demoData: rows.length > 0 && (await repositories.demoData.generated()),
      });
    },
  };
};

const toQuotation = (row: {
  id: string;
  quotationNo: string;
  total: number;
  currency: string;
  remark: string;
  validTo: string;
  createdAt: string;
  lines: string;
  snapshot: string;
}): Quotation => {
  const rates = JSON.parse(row.snapshot) as RateRow[];
  const lines = JSON.parse(row.lines) as Omit<Quotation['lines'][number], 'rate'>[];
  return {
    id: row.id,
    quotationNo: row.quotationNo,
    total: row.total,
    currency: row.currency,
    remark: row.remark,
    validTo: row.validTo,
    createdAt: row.createdAt,
    lines: lines.map((line) => ({ ...line, rate: rates.find((rate) => rate.rateId === line.rateId)! })),
  };
};

export type RateService = ReturnType<typeof createRateService>;
