import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { PlaceRef } from '../../../domain/api/freight.ts';
import type { SpaceAvailabilityLevel, SpaceKind } from '../../../domain/constants.ts';
import { isUnLocode, normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import type { AppRoute } from '../../../domain/routes.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { TextField } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import type { DataPage } from '../data-page/use-data-page.ts';
import * as styles from './logistics.css.ts';

type FreightCall<Q, R> = (query: Q, signal?: AbortSignal) => Promise<R>;

/** A paged freight call on the dataPage machine: the machine's page goes in as `pageNo`. */
export const paged =
  <Q extends { pageNo: number }, R>(call: FreightCall<Q, R>) =>
  ({ query, page }: PageRequest<Q>, signal: AbortSignal): Promise<R> =>
    call({ ...query, pageNo: page }, signal);

/** A one-page freight call on the dataPage machine: the query as it is. */
export const whole =
  <Q, R>(call: FreightCall<Q, R>) =>
  ({ query }: PageRequest<Q>, signal: AbortSignal): Promise<R> =>
    call(query, signal);

/** Whether the page's texts are English (the data carries both languages). */
export function useEnglish(): boolean {
  const { i18n } = useLingui();
  return i18n.locale === 'en';
}

/** The loading, empty and error panels of a search page; content is the page's own. */
export function SearchOutcome<Q, R>({
  state,
  emptyTitle,
  idleHint,
}: {
  state: DataPage<Q, R>;
  emptyTitle: string;
  idleHint?: string;
}) {
  const { t } = useLingui();
  const { snapshot, failure, retry } = state;
  if (snapshot.matches('pageLoading') || snapshot.matches('inquiry'))
    return <StatusPanel tone="busy" title={t`Searching…`} />;
  if (snapshot.matches('empty')) return <StatusPanel tone="empty" title={failure ?? emptyTitle} />;
  if (snapshot.matches('noAuthorization'))
    return <StatusPanel tone="info" title={t`Please log in to see this information.`} />;
  if (snapshot.matches('default') && snapshot.context.errorCode)
    return (
      <StatusPanel
        tone="error"
        title={failure ?? t`The search could not be completed`}
        detail={failure ? undefined : t`Please check your connection and try again.`}
        action={
          failure && snapshot.context.errorCode === ResultCode.invalidInput
            ? undefined
            : { label: t`Retry`, onClick: retry }
        }
      />
    );
  if (snapshot.matches('default') && idleHint) return <p className={styles.hint}>{idleHint}</p>;
  return null;
}

/** The label of generated demonstration data (docs/freight.md: `demoData`). */
export function DemoBadge({ demo }: { demo: boolean | undefined }) {
  const { t } = useLingui();
  if (!demo) return null;
  return (
    <span
      className={styles.badge.demo}
      title={t`Generated demonstration data, not real sailings or shipments`}
    >
      {t`Demo data`}
    </span>
  );
}

/** A logistics page: its route's title (the document title's words), a lead and the page's body. */
export function PageFrame({
  route,
  lead,
  badge,
  children,
}: {
  route: AppRoute;
  lead?: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const title = i18n._(routeTitles[route]);
  return (
    <section className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {badge}
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}

type PlaceLike = PlaceRef | { code: string } | null | undefined;

/** "上海 (CNSHA)" / "Shanghai (CNSHA)"; a place the server does not know shows its code. */
export function placeLabel(place: PlaceLike, en: boolean): string {
  if (!place) return '—';
  if (!('nameEn' in place)) return place.code;
  return `${en ? place.nameEn : place.nameCn} (${place.code})`;
}

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

export const zoneOf = (place: PlaceLike): string | undefined =>
  place && 'timeZone' in place ? place.timeZone : undefined;

/**
 * A UN/LOCODE input (the rate pages' port picker takes its place once it is shared). Upper-cases
 * as the visitor types; the page validates with `unLocodeProblem`.
 */
export function PortField({
  label,
  value,
  onChange,
  error,
  optional,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={label}
      value={value}
      error={error}
      optionalText={optional ? t`(optional)` : undefined}
      placeholder={t`UN/LOCODE, e.g. CNSHA`}
      maxLength={6}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
    />
  );
}

/** The message for a field that must hold a UN/LOCODE (same rule as the server), or undefined. */
export function useUnLocodeRule(): (label: string, value: string, optional?: boolean) => string | undefined {
  const { t } = useLingui();
  return (label, value, optional = false) => {
    const code = normaliseUnLocode(value);
    if (code === '') return optional ? undefined : t`Please enter ${label}`;
    return isUnLocode(code) ? undefined : t`${label} must be a 5-character UN/LOCODE such as CNSHA`;
  };
}

/** Spec §3 space availability levels. */
export function LevelBadge({ level }: { level: SpaceAvailabilityLevel }) {
  const { t } = useLingui();
  const labels: Record<SpaceAvailabilityLevel, string> = {
    available: t`Available`,
    tight: t`Tight`,
    overload: t`Overload (full)`,
    stopping: t`Stopping (closed)`,
  };
  return <span className={styles.badge[level]}>{labels[level]}</span>;
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

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className={styles.fact}>
      <span className={styles.factLabel}>{label}</span>
      {children}
    </p>
  );
}
