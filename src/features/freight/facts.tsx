import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CarrierRef, PlaceRef } from '../../../domain/api/freight.ts';
import type { SpaceAvailabilityLevel, SpaceKind } from '../../../domain/constants.ts';
import { offsetText, wallText, zoneName } from '../../ui/date-time.ts';
import * as styles from './freight.css.ts';

/** Whether the page's texts are English (the data carries both languages). */
export function useEnglish(): boolean {
  const { i18n } = useLingui();
  return i18n.locale === 'en';
}

export type PlaceLike = PlaceRef | { code: string } | null | undefined;

/** "上海 (CNSHA)" / "Shanghai (CNSHA)"; a place the server does not know shows its code. */
export function placeLabel(place: PlaceLike, en: boolean): string {
  if (!place) return '—';
  if (!('nameEn' in place)) return place.code;
  return `${en ? place.nameEn : place.nameCn} (${place.code})`;
}

/** "上海 (CNSHA) → 鹿特丹 (NLRTM)": a lane from its port of loading to its port of discharge. */
export const laneLabel = (lane: { pol: PlaceLike; pod: PlaceLike }, en: boolean): string =>
  `${placeLabel(lane.pol, en)} → ${placeLabel(lane.pod, en)}`;

export const zoneOf = (place: PlaceLike): string | undefined =>
  place && 'timeZone' in place ? place.timeZone : undefined;

/**
 * A time at a place, as the place reads it (a DCSA date-time already is: local with its offset), in
 * the one format (src/ui/date-time.ts): the time and its offset, then whose time it is, the place's
 * name in the page's language ("2026-12-11 05:52 UTC+08:00 上海时间"), else its zone's name. The
 * zone id is the tooltip.
 */
export function LocalTime({
  value,
  place,
  timeZone = zoneOf(place),
  unnamed = false,
}: {
  value: string | null | undefined;
  place?: PlaceLike;
  timeZone?: string | undefined;
  /** The column's header already says whose time it is. */
  unnamed?: boolean;
}) {
  const { t, i18n } = useLingui();
  if (!value) return <span className={styles.muted}>—</span>;
  const offset = offsetText(value);
  const named = place && 'nameEn' in place ? (i18n.locale === 'en' ? place.nameEn : place.nameCn) : null;
  const zone = timeZone === undefined ? offset : zoneName(timeZone, value, i18n.locale);
  const whose = unnamed ? '' : named !== null ? t`${named} time` : zone === offset ? '' : zone;
  return (
    <span className={styles.localTime}>
      <time dateTime={value} title={timeZone}>
        {wallText(value)}
        {offset && <span className={styles.muted}> {offset}</span>}
      </time>
      {whose && <span className={styles.muted}> {whose}</span>}
    </span>
  );
}

/** Spec §3 space availability levels. */
export function useLevelLabel(): (level: SpaceAvailabilityLevel) => string {
  const { t } = useLingui();
  return (level) =>
    level === 'available'
      ? t`Available`
      : level === 'tight'
        ? t`Tight`
        : level === 'overload'
          ? t`Overload (full)`
          : t`Stopping (closed)`;
}

export function LevelBadge({ level }: { level: SpaceAvailabilityLevel }) {
  const label = useLevelLabel();
  return <span className={styles.badge[level]}>{label(level)}</span>;
}

/** Spec §3: guarantee (SPOT with a loading guarantee) or existing space. */
export function KindBadge({ kind }: { kind: SpaceKind }) {
  const { t } = useLingui();
  return (
    <span className={styles.badge.info}>
      {kind === 'guarantee' ? t`Loading guarantee` : t`Existing space`}
    </span>
  );
}

/** A labelled value of a result card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className={styles.fact}>
      <span className={styles.factLabel}>{label}</span>
      {children}
    </p>
  );
}

/** A result's card: its title with badges beside it, then the page's details. */
export function ResultCard({
  label,
  titleId,
  title,
  badges,
  children,
}: {
  /** The card's accessible name; without it the title names the card (give `titleId`). */
  label?: string;
  titleId?: string;
  title: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.card} aria-label={label} aria-labelledby={label ? undefined : titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {badges}
      </div>
      {children}
    </article>
  );
}

/** What every sailing tells: carrier, vessel and voyage, departure at its port of loading. */
interface SailingBasics {
  carrier: CarrierRef;
  vesselName: string;
  voyageNumber: string;
  etd: string;
  pol: PlaceRef;
  /** The FCL cut-off, where the sailing has one. */
  cutOff?: string;
}

/** A sailing's facts: carrier (with its SCAC if asked), vessel and voyage, ETD; then the page's own. */
export function SailingFacts({
  sailing,
  withScac = false,
  etdNote,
  children,
}: {
  sailing: SailingBasics;
  withScac?: boolean;
  /** Beside the ETD (its weekday). */
  etdNote?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const en = useEnglish();
  const carrier = en ? sailing.carrier.nameEn : sailing.carrier.nameCn;
  return (
    <div className={styles.facts}>
      <Fact label={t`Carrier`}>{withScac ? `${carrier} (${sailing.carrier.scac})` : carrier}</Fact>
      <Fact label={t`Vessel / voyage`}>
        {sailing.vesselName} / {sailing.voyageNumber}
      </Fact>
      <Fact label={t`ETD (local)`}>
        <LocalTime value={sailing.etd} place={sailing.pol} /> {etdNote}
      </Fact>
      {sailing.cutOff && (
        <Fact label={t`Cut-off (FCO)`}>
          <LocalTime value={sailing.cutOff} place={sailing.pol} />
        </Fact>
      )}
      {children}
    </div>
  );
}
