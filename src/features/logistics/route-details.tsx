import { useLingui } from '@lingui/react/macro';
import type { PointToPointRoute } from '../../../domain/api/freight.ts';
import { CUT_OFF_CODES, type CutOffCode } from '../../../domain/freight/codes.ts';
import * as table from '../../ui/table.css.ts';
import { DataTable, TableHead } from '../../ui/table.tsx';
import * as styles from '../freight/freight.css.ts';
import { LocalTime, useEnglish } from '../freight/kit.ts';

/** What the page reads of a DCSA Commercial Schedules 1.0.3 Leg (stored as received). */
interface LegView {
  sequence: number;
  mode: string;
  vesselName: string | null;
  vesselImo: string | null;
  serviceCode: string | null;
  voyage: string | null;
  from: string;
  fromName: string | null;
  departure: string | null;
  to: string;
  toName: string | null;
  arrival: string | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads the legs defensively: imported DCSA documents may leave optional parts out. */
export function readLegs(legs: readonly unknown[]): LegView[] {
  return legs.map((raw, index) => {
    const leg = record(raw);
    const transport = record(leg.transport);
    const vessel = record(transport.vessel);
    const partner = record(
      Array.isArray(transport.servicePartners) ? transport.servicePartners[0] : undefined,
    );
    const departure = record(leg.departure);
    const arrival = record(leg.arrival);
    const departureLocation = record(departure.location);
    const arrivalLocation = record(arrival.location);
    return {
      sequence: typeof leg.sequenceNumber === 'number' ? leg.sequenceNumber : index + 1,
      mode: text(transport.modeOfTransport) ?? 'VESSEL',
      vesselName: text(vessel.name),
      vesselImo: text(vessel.vesselIMONumber),
      serviceCode: text(partner.carrierServiceCode),
      voyage: text(partner.carrierExportVoyageNumber) ?? text(partner.carrierImportVoyageNumber),
      from: text(departureLocation.UNLocationCode) ?? '—',
      fromName: text(departureLocation.locationName),
      departure: text(departure.dateTime),
      to: text(arrivalLocation.UNLocationCode) ?? '—',
      toName: text(arrivalLocation.locationName),
      arrival: text(arrival.dateTime),
    };
  });
}

export function useModeLabel() {
  const { t } = useLingui();
  return (mode: string): string => {
    switch (mode) {
      case 'VESSEL':
        return t`Sea`;
      case 'BARGE':
        return t`Barge`;
      case 'RAIL':
        return t`Rail`;
      case 'TRUCK':
        return t`Truck`;
      default:
        return mode;
    }
  };
}

/** The legs of a point-to-point route (DCSA CS Leg): mode, vessel and voyage, departure and arrival in local time. */
export function LegsTable({ route }: { route: PointToPointRoute }) {
  const { t } = useLingui();
  const modeLabel = useModeLabel();
  const en = useEnglish();
  const places = new Map(route.legPlaces.map((place) => [place.code, place]));
  /** A place the portal knows in the page's language; another by the name its DCSA document gives. */
  const placeName = (code: string, documentName: string | null) => {
    const place = places.get(code);
    const name = place === undefined ? documentName : en ? place.nameEn : place.nameCn;
    return name ? `${name} (${code})` : code;
  };
  const legs = readLegs(route.legs);
  if (legs.length === 0) return null;
  return (
    <DataTable label={t`Legs`} compact>
      <TableHead
        columns={['#', t`Mode`, t`Vessel / voyage`, t`From`, t`Departure (local)`, t`To`, t`Arrival (local)`]}
      />
      <tbody>
        {legs.map((leg) => (
          <tr key={leg.sequence}>
            <td className={table.td}>{leg.sequence}</td>
            <td className={table.td}>{modeLabel(leg.mode)}</td>
            <td className={table.td}>
              {leg.vesselName ?? '—'}
              {leg.voyage && ` / ${leg.voyage}`}
              {leg.serviceCode && <span className={styles.muted}> ({leg.serviceCode})</span>}
            </td>
            <td className={table.td}>{placeName(leg.from, leg.fromName)}</td>
            <td className={table.td}>
              <LocalTime value={leg.departure} />
            </td>
            <td className={table.td}>{placeName(leg.to, leg.toName)}</td>
            <td className={table.td}>
              <LocalTime value={leg.arrival} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

const cutOffName = (code: string, en: boolean): string => {
  const known = CUT_OFF_CODES[code as CutOffCode] as { cn: string; en: string } | undefined;
  return known ? (en ? known.en : known.cn) : code;
};

/** The cut-offs in time order, each DCSA cutOffDateTimeCode explained, in the POL's local time. */
export function CutOffsTable({ route }: { route: PointToPointRoute }) {
  const { t } = useLingui();
  const en = useEnglish();
  if (route.cutOffTimes.length === 0) return <p className={styles.muted}>{t`No cut-offs published`}</p>;
  const sorted = [...route.cutOffTimes].sort(
    (a, b) => Date.parse(a.cutOffDateTime) - Date.parse(b.cutOffDateTime),
  );
  return (
    <DataTable label={t`Cut-offs`} compact>
      <TableHead columns={[t`DCSA code`, t`Cut-off`, t`Deadline (local at the port of loading)`]} />
      <tbody>
        {sorted.map((cutOff) => (
          <tr key={cutOff.cutOffDateTimeCode}>
            <td className={table.td}>
              <abbr className={styles.mono} title={cutOffName(cutOff.cutOffDateTimeCode, en)}>
                {cutOff.cutOffDateTimeCode}
              </abbr>
            </td>
            <td className={table.td}>{cutOffName(cutOff.cutOffDateTimeCode, en)}</td>
            <td className={table.td}>
              <LocalTime value={cutOff.cutOffDateTime} place={route.pol} unnamed />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
