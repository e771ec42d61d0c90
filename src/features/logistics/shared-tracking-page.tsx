import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { SharedMilestone, SharedTracking } from '../../../domain/api/tracking-share.ts';
import { EVENT_GLOSSARY } from '../../../domain/freight/event-glossary.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from '../freight/freight.css.ts';
import { Fact, PageFrame, ResultCard, SearchOutcome, useEnglish, whole } from '../freight/kit.ts';
import * as logistics from './logistics.css.ts';
import { MilestoneTimes } from './milestone-times.tsx';
import { readSharedTracking } from './shared-tracking-api.ts';

/** The link's token, from `/track?token=…` (domain/orders/tracking-share.ts sharedTrackingPath). */
const tokenOfPage = (): string => new URLSearchParams(window.location.search).get('token') ?? '';

const readPage = whole((token: string, signal?: AbortSignal) => readSharedTracking(token, signal));
const rowsOf = (answer: SharedTracking) => answer.milestones.length;

/**
 * /track?token=…: the milestones of an order shared by its owner (beyond the spec), no login needed. The
 * server answers milestones only, worded in the page's language: it is asked again when the
 * language changes. Unknown, revoked and expired links get one clear page. Not for search engines.
 */
export function SharedTrackingPage() {
  const { t, i18n } = useLingui();
  const state = useDataPage({ fetcher: readPage, rowsOf, pageSize: 1 });
  const { load } = state;
  const { locale } = i18n;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what asks for the words again
  useEffect(() => {
    load(tokenOfPage());
  }, [load, locale]);
  const { snapshot, failure, result } = state;
  const gone = snapshot.matches('empty') && failure !== null;

  return (
    <PageFrame
      route="/track"
      lead={t`The milestones of a shipment shared with you: DCSA Track & Trace events with the local time at each place.`}
    >
      <meta name="robots" content="noindex, nofollow" />
      {gone ? (
        <StatusPanel
          tone="info"
          title={failure}
          detail={t`The owner of the shipment may have revoked this link. Ask them for a new one.`}
        />
      ) : (
        <SearchOutcome
          state={state}
          emptyTitle={t`No milestones yet`}
          emptyDetail={t`The carrier has not reported any event for this shipment so far; come back later.`}
        />
      )}
      {snapshot.matches('content') && result && <Milestones tracking={result} />}
      <Glossary />
    </PageFrame>
  );
}

function Milestones({ tracking }: { tracking: SharedTracking }) {
  const { t } = useLingui();
  return (
    <ResultCard titleId="shared-milestones" title={t`Milestones`}>
      {tracking.containers.length > 0 && (
        <div className={styles.facts}>
          <Fact label={t`Containers`}>
            <span className={styles.mono}>
              {tracking.containers
                .map((container) => `${container.containerNumber} ${container.containerType}`)
                .join(', ')}
            </span>
          </Fact>
        </div>
      )}
      <ol className={logistics.timeline} aria-label={t`Milestones`}>
        {tracking.milestones.map((milestone) => (
          <MilestoneStep
            key={`${milestone.eventType}-${milestone.code}-${milestone.place?.code ?? ''}-${milestone.containerNumber ?? ''}-${milestone.emptyIndicator ?? ''}`}
            milestone={milestone}
          />
        ))}
      </ol>
    </ResultCard>
  );
}

function MilestoneStep({ milestone }: { milestone: SharedMilestone }) {
  const { t } = useLingui();
  const zone = milestone.timeZone ?? undefined;
  return (
    <li className={logistics.step[milestone.status]}>
      <span className={logistics.dot[milestone.status]} aria-hidden="true" />
      <p className={logistics.stepTitle}>
        {milestone.name} {milestone.documentType && <span>({milestone.documentType}) </span>}
        <abbr className={styles.badge.neutral} title={milestone.explanation}>
          {milestone.code}
        </abbr>{' '}
        <span className={styles.muted}>{milestone.status === 'done' ? t`done` : t`expected`}</span>
      </p>
      <p className={logistics.times}>
        <span>{milestone.explanation}</span>
      </p>
      <p className={logistics.times}>
        {milestone.place && (
          <span>
            {milestone.place.name} ({milestone.place.code})
          </span>
        )}
        {milestone.containerNumber && (
          <span className={styles.mono}>
            {milestone.containerNumber}
            {milestone.emptyIndicator === 'EMPTY'
              ? ` (${t`empty`})`
              : milestone.emptyIndicator === 'LADEN'
                ? ` (${t`laden`})`
                : ''}
          </span>
        )}
        {milestone.vesselName && (
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
        zone={zone}
      />
    </li>
  );
}

/** Every DCSA event code with its name and meaning (domain/freight/event-glossary.ts), in the page's language. */
function Glossary() {
  const { t } = useLingui();
  const en = useEnglish();
  return (
    <details>
      <summary>{t`What the DCSA event codes mean`}</summary>
      <dl className={styles.facts}>
        {EVENT_GLOSSARY.map((entry) => (
          <div key={`${entry.eventType}-${entry.code}`}>
            <dt className={styles.factLabel}>
              <span className={styles.mono}>{entry.code}</span> {en ? entry.name.en : entry.name.cn}
            </dt>
            <dd className={styles.fact}>{en ? entry.explanation.en : entry.explanation.cn}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
