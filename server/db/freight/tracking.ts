/** Shipments with containers and their DCSA Track & Trace events, on routes the loops wrote. */
import { CONTAINER_TYPE_INFO } from '../../../domain/freight/codes.ts';
import { makeContainerNumber } from '../../../domain/freight/container-number.ts';
import { LESSOR_CODES, OWNER_CODES } from './fleet-reference.ts';
import { DAY, HOUR, iso, type Phase } from './phase.ts';
import type { ReferenceCarrier } from './reference-carriers.ts';
import { placeByCode, type ReferencePlace } from './reference-places.ts';

/**
 * A container's equipment events around the sailing: empty out of the depot and into the terminal
 * at the port of loading, loaded and discharged, then out to the consignee and back empty; truck
 * moves land within a few hours of their plan.
 */
const CONTAINER_JOURNEY: {
  typeCode: string;
  end: 'pol' | 'pod';
  offset: number;
  jitter: boolean;
  empty: 'EMPTY' | 'LADEN';
  facility: 'DEPO' | 'POTE';
  mode: 'TRUCK' | 'VESSEL';
}[] = [
  {
    typeCode: 'GTOT',
    end: 'pol',
    offset: -6 * DAY,
    jitter: true,
    empty: 'EMPTY',
    facility: 'DEPO',
    mode: 'TRUCK',
  },
  {
    typeCode: 'GTIN',
    end: 'pol',
    offset: -3 * DAY,
    jitter: true,
    empty: 'LADEN',
    facility: 'POTE',
    mode: 'TRUCK',
  },
  {
    typeCode: 'LOAD',
    end: 'pol',
    offset: -8 * HOUR,
    jitter: false,
    empty: 'LADEN',
    facility: 'POTE',
    mode: 'VESSEL',
  },
  {
    typeCode: 'DISC',
    end: 'pod',
    offset: 10 * HOUR,
    jitter: false,
    empty: 'LADEN',
    facility: 'POTE',
    mode: 'VESSEL',
  },
  {
    typeCode: 'GTOT',
    end: 'pod',
    offset: 3 * DAY,
    jitter: true,
    empty: 'LADEN',
    facility: 'POTE',
    mode: 'TRUCK',
  },
  {
    typeCode: 'GTIN',
    end: 'pod',
    offset: 6 * DAY,
    jitter: true,
    empty: 'EMPTY',
    facility: 'DEPO',
    mode: 'TRUCK',
  },
];

/** A direct sailing a shipment can travel on, as the sailing routes wrote it. */
export interface ShipmentRoute {
  routeId: number;
  pol: string;
  pod: string;
  carrier: ReferenceCarrier;
  serviceCode: string;
  vesselImo: string;
  vesselName: string;
  voyageNumber: string;
  etd: number;
  eta: number;
  plannedEtd: number;
  plannedEta: number;
}

export const generateShipments = async (
  { sink, random, now }: Phase,
  count: number,
  shipmentCandidates: ShipmentRoute[],
) => {
  let containerSerial = 0;
  for (let index = 0; index < count && shipmentCandidates.length > 0; index++) {
    const route = random.pick(shipmentCandidates);
    const shipmentId = index + 1;
    const booking = String(2_000_000_000 + index * 13 + random.int(0, 12));
    const bl = `${route.carrier.scac}${booking}`;
    await sink.add('shipments', {
      id: shipmentId,
      bookingNumber: booking,
      blNumber: bl,
      carrierScac: route.carrier.scac,
      pol: route.pol,
      pod: route.pod,
      vesselName: route.vesselName,
      vesselImo: route.vesselImo,
      voyageNumber: route.voyageNumber,
      etd: iso(route.etd),
      eta: iso(route.eta),
      routeId: route.routeId,
    });
    const polPlace = placeByCode.get(route.pol)!;
    const podPlace = placeByCode.get(route.pod)!;
    const containerCount = random.chance(0.6) ? 1 : random.chance(0.75) ? 2 : 3;
    const type = random.pick(['20GP', '40GP', '40HQ', '40HQ', '40HQ'] as const);
    const event = async (
      eventType: string,
      typeCode: string,
      plannedAt: number,
      actualAt: number,
      place: ReferencePlace,
      extra: {
        facility?: string;
        mode?: string;
        equipment?: string;
        empty?: string;
        documentType?: string;
        documentId?: string;
      },
      withPlan = false,
    ) => {
      const classifiers: [string, number][] = [];
      if (withPlan) classifiers.push(['PLN', plannedAt]);
      if (eventType === 'SHIPMENT') {
        if (actualAt <= now) classifiers.push(['ACT', actualAt]);
      } else classifiers.push([actualAt <= now ? 'ACT' : 'EST', actualAt]);
      for (const [classifier, at] of classifiers) {
        const created = classifier === 'ACT' ? at + 5 * 60_000 : Math.min(now, at - DAY);
        await sink.add('trackingEvents', {
          eventId: random.uuid(),
          eventType,
          eventClassifierCode: classifier,
          typeCode,
          eventDateTime: iso(at),
          eventCreatedDateTime: iso(created),
          unLocationCode: place.code,
          facilityTypeCode: extra.facility ?? null,
          modeOfTransport: extra.mode ?? null,
          vesselImo: eventType === 'SHIPMENT' ? null : route.vesselImo,
          vesselName: eventType === 'SHIPMENT' ? null : route.vesselName,
          voyageNumber: eventType === 'SHIPMENT' ? null : route.voyageNumber,
          serviceCode: eventType === 'SHIPMENT' ? null : route.serviceCode,
          transportCallId: null,
          equipmentReference: extra.equipment ?? null,
          isoEquipmentCode: extra.equipment === undefined ? null : CONTAINER_TYPE_INFO[type].isoCode,
          emptyIndicatorCode: extra.empty ?? null,
          documentTypeCode: extra.documentType ?? null,
          documentId: extra.documentId ?? null,
          bookingReference: booking,
          transportDocumentReference: bl,
          source: 'demo',
          // Generated numbers are upper-case letters and digits already: their keys are themselves.
          bookingKey: booking,
          documentKey: bl,
          documentIdKey: extra.documentId ?? null,
        });
      }
    };
    await event('SHIPMENT', 'CONF', route.plannedEtd - 10 * DAY, route.plannedEtd - 10 * DAY, polPlace, {
      documentType: 'BKG',
      documentId: booking,
    });
    await event('SHIPMENT', 'ISSU', route.plannedEtd + DAY, route.etd + DAY, polPlace, {
      documentType: 'TRD',
      documentId: bl,
    });
    await event(
      'TRANSPORT',
      'DEPA',
      route.plannedEtd,
      route.etd,
      polPlace,
      { facility: 'POTE', mode: 'VESSEL' },
      true,
    );
    await event(
      'TRANSPORT',
      'ARRI',
      route.plannedEta,
      route.eta,
      podPlace,
      { facility: 'POTE', mode: 'VESSEL' },
      true,
    );
    for (let c = 0; c < containerCount; c++) {
      containerSerial++;
      const owner =
        index === 0 && c === 0
          ? 'CSQU'
          : random.pick(
              random.chance(0.6) ? (OWNER_CODES[route.carrier.scac] ?? LESSOR_CODES) : LESSOR_CODES,
            );
      const containerNumber =
        index === 0 && c === 0 ? 'CSQU3054383' : makeContainerNumber(owner, containerSerial);
      await sink.add('shipmentContainers', {
        containerNumber,
        shipmentId,
        containerType: type,
        isoEquipmentCode: CONTAINER_TYPE_INFO[type].isoCode,
        sealNumber: `${route.carrier.scac.slice(0, 2)}${random.int(1_000_000, 9_999_999)}`,
      });
      for (const step of CONTAINER_JOURNEY) {
        const [planned, actual, place] =
          step.end === 'pol'
            ? [route.plannedEtd, route.etd, polPlace]
            : [route.plannedEta, route.eta, podPlace];
        const jitter = step.jitter ? random.int(-3, 3) * HOUR : 0;
        await event('EQUIPMENT', step.typeCode, planned + step.offset, actual + step.offset + jitter, place, {
          equipment: containerNumber,
          empty: step.empty,
          facility: step.facility,
          mode: step.mode,
        });
      }
    }
  }
};
