import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Milestone, TrackingResult } from '../../../domain/api/freight.ts';
import {
  type DetectedReference,
  detectTrackingReference,
  splitTrackingInput,
  type TrackingReferenceType,
} from '../../../domain/freight/identifiers.ts';
import * as formStyles from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import * as searchForm from '../../ui/search-form.css.ts';
import { SearchForm } from '../../ui/search-form.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from '../freight/freight.css.ts';
import {
  Fact,
  LocalTime,
  PageFrame,
  placeLabel,
  ResultCard,
  SearchOutcome,
  useEnglish,
  whole,
  zoneOf,
} from '../freight/kit.ts';
import { track } from './api.ts';
import * as logistics from './logistics.css.ts';
import { MilestoneTimes } from './milestone-times.tsx';

/** The call on the dataPage machine's request. */
const trackPage = whole(track);

/**
 * tracking/track takes 1 to 20 numbers (TRACKING_MAX_NUMBERS of domain/api/freight-schemas.ts, not
 * imported so that the page's chunk does not carry the server's schema library).
 */
const TRACKING_MAX_NUMBERS = 20;

type TrackAnswer = Awaited<ReturnType<typeof track>>;
const rowsOf = (answer: TrackAnswer) => answer.results.length;

function useTypeLabel() {
  const { t } = useLingui();
  return (type: TrackingReferenceType | null): string =>
    type === 'container'
      ? t`Container`
      : type === 'billOfLading'
        ? t`B/L`
        : type === 'booking'
          ? t`Booking`
          : t`Unknown`;
}

/** The detection problem of one number, worded as the server words it (same domain rule). */
function useDetectionMessage() {
  const { t } = useLingui();
  return (detected: DetectedReference): string | null => {
    if (detected.ok) return null;
    const { number } = detected;
    if (detected.reason === 'checkDigit') {
      const expected = detected.expected;
      return t`The check digit of container number ${number} is wrong (ISO 6346 gives ${expected}); please check the number`;
    }
    return t`Cannot read ${number}: enter a container number (such as CSQU3054383), a B/L or a booking number`;
  };
}

/** /tracking: one or several container, B/L or booking numbers; a DCSA milestone timeline per result. */
export function TrackingPage() {
  const { t } = useLingui();
  const typeLabel = useTypeLabel();
  const detectionMessage = useDetectionMessage();
  const state = useDataPage({ fetcher: trackPage, rowsOf, pageSize: TRACKING_MAX_NUMBERS });
  const criteria = useCriteria({ text: '', problems: [] as string[] });
  const [text, setText] = criteria.field('text');
  const [problems, setProblems] = criteria.field('problems');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  const numbers = splitTrackingInput(text);
  // One entry per distinct number, as the server answers one result per distinct number.
  const detected = [
    ...new Map(numbers.map(detectTrackingReference).map((item) => [item.number, item])).values(),
  ];

  const submit = () => {
    const found: string[] = [];
    if (numbers.length === 0) found.push(t`Enter at least one container, B/L or booking number`);
    const max = TRACKING_MAX_NUMBERS;
    if (numbers.length > max) found.push(t`At most ${max} numbers can be tracked at once`);
    for (const item of detected) {
      const message = detectionMessage(item);
      if (message) found.push(message);
    }
    setProblems(found);
    if (found.length === 0) state.search(detected.map((item) => item.number));
  };

  const results = state.snapshot.matches('content') ? (state.result?.results ?? []) : [];

  return (
    <PageFrame
      route="/tracking"
      lead={t`Track containers, bills of lading and booking numbers: the DCSA Track & Trace milestones with planned, estimated and actual times in each port's local time.`}
    >
      <SearchForm
        label={t`Track shipments`}
        onSubmit={submit}
        actions={<SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Track`}</SubmitButton>}
      >
        <div className={`${formStyles.field} ${searchForm.wide}`}>
          <label className={formStyles.label} htmlFor={inputId}>
            {t`Container, B/L or booking numbers`}
          </label>
          <textarea
            id={inputId}
            className={logistics.textarea}
            value={text}
            placeholder="CSQU3054383"
            spellCheck={false}
            aria-invalid={problems.length > 0 ? true : undefined}
            aria-describedby={problems.length > 0 ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setText(event.target.value);
              if (problems.length > 0) setProblems([]);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submit();
              }
            }}
          />
          <p id={hintId} className={styles.hint}>
            {t`Up to ${TRACKING_MAX_NUMBERS} numbers, one per line or separated by commas. Container numbers are checked with their ISO 6346 check digit.`}
          </p>
          {problems.length > 0 && (
            <div id={errorId} role="alert">
              {problems.map((problem) => (
                <p key={problem} className={styles.error}>
                  {problem}
                </p>
              ))}
            </div>
          )}
          {detected.length > 0 && (
            <ul
              className={styles.row}
              aria-label={t`Detected number types`}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {detected.map((item) => (
                <li key={item.number} className={item.ok ? styles.badge.info : styles.badge.overload}>
                  {item.number}:{' '}
                  {item.ok
                    ? typeLabel(item.type)
                    : item.reason === 'checkDigit'
                      ? t`check digit wrong`
                      : t`not recognised`}
                </li>
              ))}
            </ul>
          )}
        </div>
      </SearchForm>
      <SearchOutcome state={state} emptyTitle={t`No results`} />
      {results.length > 0 && (
        <ul className={styles.list} aria-label={t`Tracking results`}>
          {results.map((result) => (
            <li key={result.number}>
              <TrackingCard result={result} typeLabel={typeLabel} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function TrackingCard({
  result,
  typeLabel,
}: {
  result: TrackingResult;
  typeLabel: (type: TrackingReferenceType | null) => string;
}) {
  const { t } = useLingui();
  const en = useEnglish();
  const { shipment, number } = result;
  const headingId = useId();
  return (
    <ResultCard
      titleId={headingId}
      title={
        <>
          <span className={styles.mono}>{number}</span>{' '}
          {result.type && <span className={styles.badge.info}>{typeLabel(result.type)}</span>}
        </>
      }
      badges={
        result.status === 'found' ? (
          <span className={styles.badge.available}>{t`Found`}</span>
        ) : result.status === 'notFound' ? (
          <span className={styles.badge.stopping}>{t`Not found`}</span>
        ) : (
          <span className={styles.badge.overload}>{t`Invalid number`}</span>
        )
      }
    >
      {result.status !== 'found' && (
        <p role="status" className={result.status === 'invalid' ? styles.error : styles.muted}>
          {result.message ?? t`No tracking information was found for ${number}`}
        </p>
      )}
      {shipment && (
        <div className={styles.facts}>
          <Fact label={t`B/L number`}>
            <span className={styles.mono}>{shipment.blNumber}</span>
          </Fact>
          <Fact label={t`Booking number`}>
            <span className={styles.mono}>{shipment.bookingNumber}</span>
          </Fact>
          <Fact label={t`Carrier`}>
            {shipment.carrier
              ? `${en ? shipment.carrier.nameEn : shipment.carrier.nameCn} (${shipment.carrier.scac})`
              : '—'}
          </Fact>
          <Fact label={t`Port of loading`}>{placeLabel(shipment.pol, en)}</Fact>
          <Fact label={t`Port of discharge`}>{placeLabel(shipment.pod, en)}</Fact>
          <Fact label={t`Vessel / voyage`}>
            {shipment.vesselName} / {shipment.voyageNumber}
          </Fact>
          <Fact label={t`ETD (local)`}>
            <LocalTime value={shipment.etd} timeZone={zoneOf(shipment.pol)} />
          </Fact>
          <Fact label={t`ETA (local)`}>
            <LocalTime value={shipment.eta} timeZone={zoneOf(shipment.pod)} />
          </Fact>
          <Fact label={t`Containers`}>
            {shipment.containers
              .map((container) => `${container.containerNumber} ${container.containerType}`)
              .join(', ')}
          </Fact>
        </div>
      )}
      {result.milestones.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t`Milestones`}</h3>
          <ol className={logistics.timeline} aria-label={t`Milestones of ${number}`}>
            {result.milestones.map((milestone) => (
              <MilestoneStep
                key={`${milestone.code}-${milestone.location?.code ?? ''}-${milestone.equipmentReference ?? ''}-${milestone.emptyIndicator ?? ''}-${milestone.documentType?.code ?? ''}`}
                milestone={milestone}
              />
            ))}
          </ol>
        </>
      )}
    </ResultCard>
  );
}

function MilestoneStep({ milestone }: { milestone: Milestone }) {
  const { t } = useLingui();
  const en = useEnglish();
  const zone = zoneOf(milestone.location);
  const kind =
    milestone.eventType === 'SHIPMENT'
      ? t`Shipment event`
      : milestone.eventType === 'TRANSPORT'
        ? t`Transport event`
        : t`Equipment event`;
  return (
    <li className={logistics.step[milestone.status]}>
      <span className={logistics.dot[milestone.status]} aria-hidden="true" />
      <p className={logistics.stepTitle}>
        {en ? milestone.nameEn : milestone.nameCn}{' '}
        {milestone.documentType && (
          <span>
            ({en ? milestone.documentType.nameEn : milestone.documentType.nameCn}
            {milestone.documentId && <span className={styles.mono}> {milestone.documentId}</span>}){' '}
          </span>
        )}
        <abbr className={styles.badge.neutral} title={`${kind} (DCSA ${milestone.eventType})`}>
          {milestone.code}
        </abbr>{' '}
        <span className={styles.muted}>{milestone.status === 'done' ? t`done` : t`expected`}</span>
      </p>
      <p className={logistics.times}>
        <span>{placeLabel(milestone.location, en)}</span>
        {milestone.equipmentReference && (
          <span className={styles.mono}>
            {milestone.equipmentReference}
            {milestone.emptyIndicator === 'EMPTY'
              ? ` (${t`empty`})`
              : milestone.emptyIndicator === 'LADEN'
                ? ` (${t`laden`})`
                : ''}
          </span>
        )}
        {milestone.vesselName && milestone.modeOfTransport === 'VESSEL' && (
          <span>
            {milestone.vesselName} {milestone.voyageNumber}
          </span>
        )}
        {zone && <span className={styles.muted}>{t`Local time at ${zone}`}</span>}
      </p>
      <MilestoneTimes
        planned={milestone.planned}
        estimated={milestone.estimated}
        actual={milestone.actual}
        place={milestone.location}
        zone={zone}
      />
    </li>
  );
}
