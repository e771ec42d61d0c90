/**
 * Space on upcoming China-export sailings: SPOT products with a loading guarantee (保舱) and
 * existing space (现舱), each with its inventory per container type.
 */
import type { ContainerType } from '../../../domain/freight/codes.ts';
import { type Phase, type Row, round10 } from './phase.ts';
import type { SoldRoute } from './rates.ts';

/** The container types space is sold in. */
const SPACE_TYPES = ['20GP', '40GP', '40HQ'] as const;

/** What a sailing's space adds to its route: the kind, the weekday and the final cut-off (FCO). */
export type SpaceOffer = Pick<Row<'spaceSailings'>, 'etdWeekday' | 'cutOff'> & {
  kind: 'guarantee' | 'existing';
  /** The tariff's all-in price by type, which the space price is drawn around. */
  prices: ReadonlyMap<ContainerType, number>;
};

export const createSpace = ({ sink, random }: Pick<Phase, 'sink' | 'random'>) => {
  let sailingId = 0;
  /** Writes the sailing and its inventory; answers the SPOT price of each type a SPOT product sells. */
  return async (route: SoldRoute, offer: SpaceOffer): Promise<[type: ContainerType, price: number][]> => {
    const spot = offer.kind === 'guarantee';
    sailingId++;
    const stopped = !spot && random.chance(0.08) ? 1 : 0;
    await sink.add('spaceSailings', {
      id: sailingId,
      routeId: route.routeId,
      pol: route.pol,
      pod: route.pod,
      carrierScac: route.carrierScac,
      serviceCode: route.serviceCode,
      vesselName: route.vesselName,
      voyageNumber: route.voyageNumber,
      etd: route.etd,
      eta: route.eta,
      etdDate: route.etdDate,
      etdWeekday: offer.etdWeekday,
      transitDays: route.transitDays,
      routeCode: route.routeCode,
      kind: offer.kind,
      stopped,
      cutOff: offer.cutOff,
      currency: 'USD',
    });
    const spotPrices: [ContainerType, number][] = [];
    for (const type of SPACE_TYPES) {
      const allIn = offer.prices.get(type);
      if (allIn === undefined || (!spot && random.chance(0.3))) continue;
      const capacity = random.int(2, spot ? 60 : 20);
      const draw = random.next();
      const remaining =
        draw < 0.15
          ? 0
          : draw < 0.35
            ? Math.floor(capacity * 0.2 * random.next())
            : random.int(Math.ceil(capacity * 0.25), capacity);
      const price = round10(allIn * (spot ? 0.92 + random.next() * 0.23 : 0.97));
      await sink.add('spaceInventory', { sailingId, containerType: type, capacity, remaining, price });
      if (spot) spotPrices.push([type, price]);
    }
    return spotPrices;
  };
};
