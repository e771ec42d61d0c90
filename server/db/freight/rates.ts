/**
 * Freight rates of the China-export routes: the regular tariff (one rate per container type, ocean
 * freight plus surcharges) and the rates of SPOT products (one all-in price until the cut-off).
 * Both are rows of one table, built by one function.
 */

import { allInPrepaid } from '../../../domain/freight/all-in-price.ts';
import type { ContainerType, PaymentTerm } from '../../../domain/freight/codes.ts';
import { isoWeek } from '../../../domain/freight/dates.ts';
import { type Phase, type Row, round10 } from './phase.ts';
import type { Random } from './random.ts';

type SurchargeLine = [code: string, amount: number, currency: string, term: PaymentTerm];

interface RatePrice {
  oceanFreight: number;
  surcharges: SurchargeLine[];
  allIn: number;
}

/** Prices in USD per container for a lane of `routeKm` sea kilometres. */
const priceRate = (
  random: Random,
  routeKm: number,
  carrierFactor: number,
  type: ContainerType,
  pod: string,
  etdDate: string,
  transshipped: boolean,
): RatePrice => {
  const { week } = isoWeek(etdDate);
  const season = 1 + 0.1 * Math.sin(((week - 10) / 52) * 2 * Math.PI);
  const base20 = (260 + routeKm * 0.075) * carrierFactor * season * (0.95 + random.next() * 0.1);
  const forty = type !== '20GP' && type !== '20RF';
  const ofBySize: Record<ContainerType, number> = {
    '20GP': base20,
    '40GP': base20 * 1.8,
    '40HQ': base20 * 1.85,
    '45HQ': base20 * 2.2,
    '20RF': base20 * 1.9 + 600,
    '40RH': base20 * 1.8 * 1.7 + 900,
  };
  const surcharges: SurchargeLine[] = [
    ['BAF', round10(routeKm * 0.02 * (forty ? 2 : 1)), 'USD', 'PRE'],
    ['LSS', forty ? 80 : 40, 'USD', 'PRE'],
    ['OTHC', forty ? 210 : 140, 'USD', 'PRE'],
    ['DOC', 60, 'USD', 'PRE'],
    ['ISPS', 11, 'USD', 'PRE'],
  ];
  if (/^(NL|BE|DE|GB|FR|ES|IT|PL|DK|SE|PT|GR|SI|HR)/.test(pod))
    surcharges.push(['CAF', round10(ofBySize[type] * 0.04), 'USD', 'PRE']);
  if (week >= 26 && week <= 40) surcharges.push(['PSS', forty ? 400 : 200, 'USD', 'PRE']);
  if (week % 4 === 1) surcharges.push(['GRI', forty ? 300 : 150, 'USD', 'PRE']);
  if (transshipped) surcharges.push(['EBS', forty ? 60 : 30, 'USD', 'PRE']);
  surcharges.push(['DTHC', round10((forty ? 260 : 180) * (0.9 + random.next() * 0.4)), 'USD', 'COL']);
  const oceanFreight = round10(ofBySize[type]);
  const allIn = allInPrepaid(
    oceanFreight,
    surcharges.map(([, amount, , paymentTerm]) => ({ amount, paymentTerm })),
  );
  return { oceanFreight, surcharges, allIn };
};

/** The columns of a rate that are its sailing route's: what a rate repeats of the route it prices. */
export type SoldRoute = Pick<
  Row<'rates'>,
  | 'routeId'
  | 'pol'
  | 'pod'
  | 'carrierScac'
  | 'etdDate'
  | 'etd'
  | 'eta'
  | 'transitDays'
  | 'transshipments'
  | 'routeCode'
  | 'serviceCode'
  | 'vesselName'
  | 'voyageNumber'
  | 'validFrom'
>;

/** A SPOT product is sold all-in; its row keeps the collect-side DTHC line, at zero. */
const SPOT_SURCHARGES: SurchargeLine[] = [['DTHC', 0, 'USD', 'COL']];

export const createRates = ({ sink, random }: Pick<Phase, 'sink' | 'random'>) => {
  let rateId = 0;
  const add = async (
    route: SoldRoute,
    containerType: ContainerType,
    price: RatePrice,
    validTo: string,
    isSpot: boolean,
  ) => {
    rateId++;
    await sink.add('rates', {
      id: rateId,
      ...route,
      containerType,
      validTo,
      currency: 'USD',
      surcharges: JSON.stringify(price.surcharges),
      oceanFreight: price.oceanFreight,
      allIn: price.allIn,
      isSpot: isSpot ? 1 : 0,
    });
  };
  return {
    /** The regular tariff of a route of `routeKm` sea kilometres; answers the all-in price by type. */
    tariff: async (
      route: SoldRoute,
      types: readonly ContainerType[],
      pricing: { routeKm: number; carrierFactor: number; validTo: string },
    ): Promise<Map<ContainerType, number>> => {
      const prices = new Map<ContainerType, number>();
      for (const type of types) {
        const price = priceRate(
          random,
          pricing.routeKm,
          pricing.carrierFactor,
          type,
          route.pod,
          route.etdDate,
          route.transshipments > 0,
        );
        prices.set(type, price.allIn);
        await add(route, type, price, pricing.validTo, false);
      }
      return prices;
    },
    /** A SPOT product's rate, valid until the sailing's cut-off day. */
    spot: (route: SoldRoute, type: ContainerType, price: number, validTo: string) =>
      add(route, type, { oceanFreight: price, surcharges: SPOT_SURCHARGES, allIn: price }, validTo, true),
  };
};
