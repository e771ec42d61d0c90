/**
 * Places, carriers and services, read once per service instance (reference data, a few hundred
 * rows, never changed by the API), and the input checks every search shares: UN/LOCODEs, SCACs,
 * date windows.
 */
import type { CarrierRef, PlaceRef } from '../../../domain/api/freight.ts';
import { addDays, isIsoDate, mondayOf } from '../../../domain/freight/dates.ts';
import { isScac, isUnLocode, normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import {
  DEFAULT_WINDOW_DAYS,
  MAX_WINDOW_DAYS,
  samePlaces,
  windowProblem,
} from '../../../domain/freight/search-rules.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import { invalid, type FreightOutcome as Outcome, ok } from '../outcome.ts';

export const createReference = (repositories: Pick<FreightRepositories, 'places'>) => {
  let loaded: Promise<{
    places: Map<string, PlaceRef>;
    carriers: Map<string, CarrierRef & { schedules: number }>;
    services: Map<string, { nameEn: string; nameCn: string }>;
  }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const [places, imported, carriers, services] = await Promise.all([
        repositories.places.allPlaces(),
        repositories.places.allImportedPlaces(),
        repositories.places.allCarriers(),
        repositories.places.allServices(),
      ]);
      if (places.length === 0) loaded = null;
      return {
        // An imported place keeps its one published name in both languages; the reference wins.
        places: new Map([
          ...imported.map((row): [string, PlaceRef] => [
            row.code,
            {
              code: row.code,
              nameEn: row.name,
              nameCn: row.name,
              country: row.country,
              kind: row.kind as PlaceRef['kind'],
              timeZone: row.timeZone,
              lat: null,
              lon: null,
            },
          ]),
          ...places.map((row): [string, PlaceRef] => [
            row.code,
            {
              code: row.code,
              nameEn: row.nameEn,
              nameCn: row.nameCn,
              country: row.country,
              kind: row.kind as PlaceRef['kind'],
              timeZone: row.timeZone,
              lat: row.lat,
              lon: row.lon,
            },
          ]),
        ]),
        carriers: new Map(
          carriers.map((row) => [
            row.scac,
            { scac: row.scac, nameEn: row.nameEn, nameCn: row.nameCn, schedules: row.schedules },
          ]),
        ),
        services: new Map(services.map((row) => [row.id, { nameEn: row.nameEn, nameCn: row.nameCn }])),
      };
    })();
    return loaded;
  };

  const placeOf = async (code: string): Promise<PlaceRef | { code: string }> =>
    (await load()).places.get(code) ?? { code };
  const timeZoneOf = async (code: string | null): Promise<string> =>
    (code === null ? undefined : (await load()).places.get(code)?.timeZone) ?? 'UTC';

  /** A known UN/LOCODE, normalised; `field` names it in the message. */
  const checkPlace = async (field: string, raw: string): Promise<Outcome<string>> => {
    const code = normaliseUnLocode(raw);
    if (!isUnLocode(code)) return invalid('invalidUnLocode', { field });
    if (!(await load()).places.has(code)) return invalid('unknownPlace', { code });
    return ok(code);
  };

  const checkCarrier = async (raw: string | undefined): Promise<Outcome<string | undefined>> => {
    if (raw === undefined || raw.trim() === '') return ok(undefined);
    const scac = raw.trim().toUpperCase();
    if (!isScac(scac) || !(await load()).carriers.has(scac)) return invalid('unknownCarrier', { code: scac });
    return ok(scac);
  };

  return {
    load,
    /** Reads the places again on next use: an import has filed new ones. */
    forget: () => {
      loaded = null;
    },
    places: async () => [...(await load()).places.values()],
    carriers: async () => [...(await load()).carriers.values()],
    place: async (code: string): Promise<PlaceRef> => (await load()).places.get(code)!,
    placeOf,
    timeZoneOf,
    carrier: async (scac: string): Promise<CarrierRef> => {
      const carrier = (await load()).carriers.get(scac);
      return carrier === undefined
        ? { scac, nameEn: scac, nameCn: scac }
        : { scac: carrier.scac, nameEn: carrier.nameEn, nameCn: carrier.nameCn };
    },

    /**
     * A carrier's service in both languages; one the portal does not know (an imported DCSA
     * schedule's) keeps the name it came with in both.
     */
    serviceNames: async (scac: string, code: string, name: string) => {
      const known = (await load()).services.get(`${scac}-${code}`);
      return { serviceName: known?.nameEn ?? name, serviceNameCn: known?.nameCn ?? name };
    },

    checkPlace,
    checkCarrier,

    /**
     * A lane search's criteria checked in the order the form shows them: known, different ports, a
     * known carrier if one is named, a valid ETD window (from `today`).
     */
    checkLane: async (
      body: Parameters<typeof checkWindow>[0] & { pol: string; pod: string; carrier?: string | undefined },
      today: string,
    ): Promise<
      Outcome<{ pol: string; pod: string; carrier: string | undefined; from: string; to: string }>
    > => {
      const pol = await checkPlace('pol', body.pol);
      if (!pol.ok) return pol;
      const pod = await checkPlace('pod', body.pod);
      if (!pod.ok) return pod;
      if (samePlaces(pol.data, pod.data)) return invalid('samePlaces');
      const carrier = await checkCarrier(body.carrier);
      if (!carrier.ok) return carrier;
      const window = checkWindow(body, today);
      return window.ok ? ok({ pol: pol.data, pod: pod.data, carrier: carrier.data, ...window.data }) : window;
    },
  };
};

export type Reference = ReturnType<typeof createReference>;

/**
 * The ETD window: a week (any date in it; Monday to Sunday, the first week from today), a range,
 * or by default the next DEFAULT_WINDOW_DAYS days.
 */
export const checkWindow = (
  input: { etdFrom?: string | undefined; etdTo?: string | undefined; etdWeek?: string | undefined },
  today: string,
  names: { from: string; to: string; week: string } = { from: 'etdFrom', to: 'etdTo', week: 'etdWeek' },
): Outcome<{ from: string; to: string }> => {
  if (input.etdWeek !== undefined && input.etdWeek !== '') {
    if (!isIsoDate(input.etdWeek)) return invalid('invalidDate', { field: names.week });
    const monday = mondayOf(input.etdWeek);
    return ok({
      from: monday < today && today <= addDays(monday, 6) ? today : monday,
      to: addDays(monday, 6),
    });
  }
  const from = input.etdFrom === undefined || input.etdFrom === '' ? today : input.etdFrom;
  if (!isIsoDate(from)) return invalid('invalidDate', { field: names.from });
  const to =
    input.etdTo === undefined || input.etdTo === '' ? addDays(from, DEFAULT_WINDOW_DAYS - 1) : input.etdTo;
  if (!isIsoDate(to)) return invalid('invalidDate', { field: names.to });
  const problem = windowProblem(from, to);
  if (problem !== null) return invalid(problem, { days: MAX_WINDOW_DAYS });
  return ok({ from, to });
};

export const todayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);
