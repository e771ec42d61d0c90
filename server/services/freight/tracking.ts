/**
 * Tracking by container number, B/L or booking number (type detected, ISO 6346 check digit
 * verified) with a milestone timeline built from the DCSA Track & Trace events: one milestone per
 * event type code, location, container and document type, carrying its planned (PLN), estimated
 * (EST) and actual (ACT) local times. References are matched by their normalised keys and answered
 * as published.
 */
import type { Milestone, PlaceRef, TrackingResult } from '../../../domain/api/freight.ts';
import { TRACKING_MAX_NUMBERS } from '../../../domain/api/freight-schemas.ts';
import {
  DOCUMENT_TYPE_CODES,
  EQUIPMENT_EVENT_TYPE_CODES,
  SHIPMENT_EVENT_TYPE_CODES,
  TRANSPORT_EVENT_TYPE_CODES,
} from '../../../domain/freight/codes.ts';
import { toLocalIso, toOffsetIso } from '../../../domain/freight/dates.ts';
import { detectTrackingReference } from '../../../domain/freight/identifiers.ts';
import { namedCode } from '../../../domain/freight/named-code.ts';
import type { TrackingEventRow } from '../../db/freight-schema.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import { invalid, type FreightOutcome as Outcome, ok } from '../outcome.ts';
import type { Reference } from './reference.ts';

/**
 * One number's result as the service gives it: the problem's message id and the values it needs;
 * the route words it as `message` in the request's language.
 */
export type TrackedNumber = Omit<TrackingResult, 'message'> & {
  problemValues: Record<string, string | number>;
};

const NAMES: Record<string, Record<string, { cn: string; en: string }>> = {
  SHIPMENT: SHIPMENT_EVENT_TYPE_CODES,
  TRANSPORT: TRANSPORT_EVENT_TYPE_CODES,
  EQUIPMENT: EQUIPMENT_EVENT_TYPE_CODES,
};

/** A place of the reference data (with its zone), not only a code an event named. */
const isPlaceRef = (place: PlaceRef | { code: string }): place is PlaceRef => 'timeZone' in place;

const UTC_OFFSETS = new Set(['Z', '+00:00', '-00:00']);

/**
 * An event's time as shown, in its publisher's offset. DCSA's eventDateTime is the local time where the
 * event took place, so an imported time is shown as its publisher wrote it (`07:41:00+08:30`, and a
 * discharge at `2024-10-02T06:00+08:00` stays on the 2nd). Generated events keep no offset and show
 * in their place's zone; an imported time written in UTC at a place whose zone is known shows in
 * that zone too (UTC is how a system that does not know the local time writes it).
 */
const shownTime = (event: TrackingEventRow, zone: string | null): string =>
  event.eventOffset !== null && (zone === null || !UTC_OFFSETS.has(event.eventOffset))
    ? toOffsetIso(event.eventDateTime, event.eventOffset)
    : toLocalIso(event.eventDateTime, zone ?? 'UTC');

export const createTrackingService = (deps: {
  repositories: Pick<FreightRepositories, 'tracking'>;
  reference: Reference;
  now: () => number;
}) => {
  const { repositories, reference } = deps;

  const milestonesOf = async (
    events: TrackingEventRow[],
    onlyContainer: string | null,
  ): Promise<Milestone[]> => {
    const groups = new Map<string, TrackingEventRow[]>();
    for (const event of events) {
      if (
        onlyContainer !== null &&
        event.eventType === 'EQUIPMENT' &&
        event.equipmentReference !== onlyContainer
      )
        continue;
      const key = [
        event.eventType,
        event.typeCode,
        event.unLocationCode,
        event.equipmentReference,
        event.emptyIndicatorCode,
        event.documentTypeCode,
      ].join('|');
      const list = groups.get(key);
      if (list === undefined) groups.set(key, [event]);
      else list.push(event);
    }
    const milestones: (Milestone & { sortAt: number })[] = [];
    for (const group of groups.values()) {
      const first = group[0]!;
      const location = first.unLocationCode === null ? null : await reference.placeOf(first.unLocationCode);
      const zone = location !== null && isPlaceRef(location) ? location.timeZone : null;
      const latest = (classifier: string) =>
        group
          .filter((event) => event.eventClassifierCode === classifier)
          .sort((a, b) => a.eventCreatedDateTime.localeCompare(b.eventCreatedDateTime))
          .at(-1) ?? null;
      const planned = latest('PLN');
      const estimated = latest('EST');
      const actual = latest('ACT');
      const name = NAMES[first.eventType]?.[first.typeCode] ?? { cn: first.typeCode, en: first.typeCode };
      milestones.push({
        eventType: first.eventType as Milestone['eventType'],
        code: first.typeCode,
        nameCn: name.cn,
        nameEn: name.en,
        equipmentReference: first.equipmentReference,
        emptyIndicator: first.emptyIndicatorCode,
        documentType:
          first.documentTypeCode === null ? null : namedCode(DOCUMENT_TYPE_CODES, first.documentTypeCode),
        documentId: first.documentId,
        location,
        modeOfTransport: first.modeOfTransport,
        vesselName: first.vesselName,
        voyageNumber: first.voyageNumber,
        planned: planned === null ? null : shownTime(planned, zone),
        estimated: estimated === null ? null : shownTime(estimated, zone),
        actual: actual === null ? null : shownTime(actual, zone),
        status: actual === null ? 'expected' : 'done',
        sortAt: Date.parse((actual ?? estimated ?? planned ?? first).eventDateTime),
      });
    }
    milestones.sort(
      (a, b) =>
        a.sortAt - b.sortAt ||
        (a.equipmentReference ?? '').localeCompare(b.equipmentReference ?? '') ||
        (a.documentType?.code ?? '').localeCompare(b.documentType?.code ?? ''),
    );
    return milestones.map(({ sortAt: _sortAt, ...milestone }) => milestone);
  };

  const trackOne = async (input: string): Promise<TrackedNumber> => {
    const detected = detectTrackingReference(input);
    const base = { input, number: detected.number, shipment: null, milestones: [], problemValues: {} };
    if (!detected.ok) {
      const problem =
        detected.reason === 'checkDigit' ? 'containerCheckDigitMismatch' : 'unrecognisedTrackingNumber';
      return {
        ...base,
        type: null,
        status: 'invalid',
        problem,
        problemValues:
          detected.reason === 'checkDigit'
            ? { number: detected.number, expected: detected.expected }
            : { number: input.trim() },
      };
    }
    const container = detected.type === 'container';
    const direct = await repositories.tracking.eventsByReference(detected.number, container);
    const bookings = new Set(
      direct.map((event) => event.bookingKey).filter((value): value is string => value !== null),
    );
    const documents = new Set(
      direct.map((event) => event.documentKey).filter((value): value is string => value !== null),
    );
    // The reference as its publisher wrote it (reserved-HHL123), when an event names it.
    const published = direct
      .map((event) =>
        event.bookingKey === detected.number
          ? event.bookingReference
          : event.documentKey === detected.number
            ? event.transportDocumentReference
            : event.documentIdKey === detected.number
              ? event.documentId
              : null,
      )
      .find((value) => value !== null);
    if (container) {
      for (const link of await repositories.tracking.shipmentsOfContainer(detected.number)) {
        bookings.add(link.bookingNumber);
        documents.add(link.blNumber);
      }
    } else {
      bookings.add(detected.number);
      documents.add(detected.number);
    }
    const related = [
      ...(await repositories.tracking.eventsByBookings([...bookings])),
      ...(await repositories.tracking.eventsByDocuments([...documents])),
    ];
    const events = [...new Map([...direct, ...related].map((event) => [event.eventId, event])).values()];
    const shipmentRow = await repositories.tracking.shipmentByReference({
      booking: [...bookings],
      bl: [...documents],
    });
    if (events.length === 0 && shipmentRow === undefined) {
      return {
        ...base,
        type: detected.type,
        status: 'notFound',
        problem: 'trackingNotFound',
        problemValues: { number: detected.number },
      };
    }
    let shipment: TrackingResult['shipment'] = null;
    if (shipmentRow !== undefined) {
      const pol = await reference.placeOf(shipmentRow.pol);
      const pod = await reference.placeOf(shipmentRow.pod);
      shipment = {
        bookingNumber: shipmentRow.bookingNumber,
        blNumber: shipmentRow.blNumber,
        carrier: await reference.carrier(shipmentRow.carrierScac),
        pol,
        pod,
        vesselName: shipmentRow.vesselName,
        voyageNumber: shipmentRow.voyageNumber,
        etd: toLocalIso(shipmentRow.etd, 'timeZone' in pol ? pol.timeZone : 'UTC'),
        eta: toLocalIso(shipmentRow.eta, 'timeZone' in pod ? pod.timeZone : 'UTC'),
        containers: (await repositories.tracking.containersOfShipment(shipmentRow.id)).map((row) => ({
          containerNumber: row.containerNumber,
          containerType: row.containerType,
          isoEquipmentCode: row.isoEquipmentCode,
        })),
      };
    }
    return {
      ...base,
      number: container ? detected.number : (published ?? detected.number),
      type: detected.type,
      status: 'found',
      problem: null,
      shipment,
      milestones: await milestonesOf(events, container ? detected.number : null),
    };
  };

  return {
    track: async (numbers: string[]): Promise<Outcome<{ results: TrackedNumber[] }>> => {
      const inputs = [...new Set(numbers.map((number) => number.trim()).filter((number) => number !== ''))];
      if (inputs.length === 0) return invalid('trackingNumbersRequired');
      if (inputs.length > TRACKING_MAX_NUMBERS)
        return invalid('tooManyTrackingNumbers', { max: TRACKING_MAX_NUMBERS });
      const results: TrackedNumber[] = [];
      for (const input of inputs) results.push(await trackOne(input));
      return ok({ results });
    },
  };
};

export type TrackingService = ReturnType<typeof createTrackingService>;
