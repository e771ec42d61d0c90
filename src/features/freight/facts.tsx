import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CarrierRef, PlaceRef } from '../../../domain/api/freight.ts';
import type { SpaceAvailabilityLevel, SpaceKind } from '../../../domain/constants.ts';
import * as styles from './freight.css.ts';

/** Whether the page's texts are English (the data carries both languages). */
export function useEnglish(): boolean {
  const { i18n } = useLingui();
  return i18n.locale === 'en';
}

type PlaceLike = PlaceRef | { code: string } | null | undefined;

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

const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A DCSA date-time as the local time at its place, which the string already is: the date, the
 * hours and minutes, and the UTC offset it carries ("2026-11-23 05:05 UTC+08:00").
 */
export function formatLocalTime(iso: string): { text: string; offset: string } {
  const match = ISO_LOCAL.exec(iso);
  if (!match) return { text: iso, offset: '' };
  const offset = match[3] === undefined ? '' : `UTC${match[3] === 'Z' ? '+00:00' : match[3]}`;
  return { text: `${match[1]} ${match[2]}`, offset };
}

/** A local time with its offset; the place's time zone, when known, in the tooltip. */
export function LocalTime({
  value,
  timeZone,
}: {
  value: string | null | undefined;
  timeZone?: string | undefined;
}) {
  if (!value) return <span className={styles.muted}>—</span>;
  const { text, offset } = formatLocalTime(value);
  return (
    <time dateTime={value} title={timeZone}>
      {text}
      {offset && <span className={styles.muted}> {offset}</span>}
    </time>
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
        <LocalTime value={sailing.etd} timeZone={zoneOf(sailing.pol)} /> {etdNote}
      </Fact>
      {sailing.cutOff && (
        <Fact label={t`Cut-off (FCO)`}>
          <LocalTime value={sailing.cutOff} timeZone={zoneOf(sailing.pol)} />
        </Fact>
      )}
      {children}
    </div>
  );
}
