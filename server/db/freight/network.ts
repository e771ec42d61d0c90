/** The transport network of the planner: sea links from the loops, rail, barge, truck. */
import type { LoopTemplate } from './loops.ts';
import { NETWORK_BARGE, NETWORK_RAIL, type NetworkOperator, TRUCK_LAND_GROUPS } from './network-reference.ts';
import { round10, type Sink } from './phase.ts';
import { createRandom } from './random.ts';
import { distanceKm, placeByCode, REFERENCE_PLACES } from './reference-places.ts';
import { pickCarriers, sailDays, seaKm } from './sea-routing.ts';

export const generateNetwork = async (sink: Sink, templates: readonly LoopTemplate[]) => {
  let linkId = 0;
  const seaLinks = new Map<string, { days: number; cost: number; km: number; operators: Set<string> }>();
  for (const [templateIndex, template] of templates.entries()) {
    // The loop closes: the last inbound call sails back to the first port.
    const ports = [...template.outbound, ...template.inbound, template.outbound[0]!].map(
      (code) => placeByCode.get(code)!,
    );
    const halves = [
      [0, template.outbound.length - 1],
      [template.outbound.length - 1, ports.length - 1],
    ] as const;
    const operators = pickCarriers(createRandom(templateIndex + 1), templateIndex, 3).map(
      (carrier) => carrier.scac,
    );
    for (const [start, end] of halves) {
      for (let from = start; from < end; from++) {
        let km = 0;
        let days = 0;
        for (let to = from + 1; to <= end; to++) {
          km += seaKm(ports[to - 1]!, ports[to]!, template.routing);
          days += sailDays(ports[to - 1]!, ports[to]!, template.routing) + (to > from + 1 ? 1 : 0);
          if (ports[from]!.code === ports[to]!.code) continue;
          const key = `${ports[from]!.code}>${ports[to]!.code}`;
          const cost = round10(300 + km * 0.075 * 1.85 + 420);
          const known = seaLinks.get(key);
          if (known === undefined || days < known.days)
            seaLinks.set(key, {
              days,
              cost: known === undefined ? cost : Math.min(cost, known.cost),
              km,
              operators: new Set([...(known?.operators ?? []), ...operators]),
            });
          else for (const operator of operators) known.operators.add(operator);
        }
      }
    }
  }
  for (const [key, link] of seaLinks) {
    const [fromCode, toCode] = key.split('>') as [string, string];
    linkId++;
    await sink.add('networkLinks', {
      id: linkId,
      fromCode,
      toCode,
      mode: 'VESSEL',
      days: Math.round(link.days * 10) / 10,
      cost: link.cost,
      distanceKm: Math.round(link.km),
      operator: [...link.operators].slice(0, 4).join(','),
    });
  }
  const addBoth = async (
    mode: string,
    a: string,
    b: string,
    days: number,
    costPerKm: number,
    fixed: number,
    operator: NetworkOperator,
  ) => {
    const km = distanceKm(placeByCode.get(a)!, placeByCode.get(b)!) * (mode === 'TRUCK' ? 1.25 : 1.3);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      linkId++;
      await sink.add('networkLinks', {
        id: linkId,
        fromCode: from,
        toCode: to,
        mode,
        days,
        cost: round10(fixed + km * costPerKm),
        distanceKm: Math.round(km),
        operator,
      });
    }
  };
  for (const [a, b, days, operator] of NETWORK_RAIL) await addBoth('RAIL', a, b, days, 0.62, 180, operator);
  for (const [a, b, days, operator] of NETWORK_BARGE) await addBoth('BARGE', a, b, days, 0.35, 90, operator);
  const groupOf = (code: string) =>
    TRUCK_LAND_GROUPS.find((group) => group.includes(code.slice(0, 2))) ?? code.slice(0, 2);
  for (let i = 0; i < REFERENCE_PLACES.length; i++) {
    for (let j = i + 1; j < REFERENCE_PLACES.length; j++) {
      const a = REFERENCE_PLACES[i]!;
      const b = REFERENCE_PLACES[j]!;
      const km = distanceKm(a, b);
      if (km > 650 || groupOf(a.code) !== groupOf(b.code)) continue;
      await addBoth(
        'TRUCK',
        a.code,
        b.code,
        Math.round((0.3 + (km * 1.25) / 550) * 10) / 10,
        1.6,
        120,
        'demoTrucking',
      );
    }
  }
};
