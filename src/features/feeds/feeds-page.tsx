import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureOf, NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import type { FeedLane, FeedList, FeedRunResult, FeedView } from '../../../domain/api/feeds.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { FEED_INTERVAL_MINUTES } from '../../../domain/feeds/feed-schedule.ts';
import { usePermission } from '../../app/session-view.ts';
import * as button from '../../ui/button.css.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import * as form from '../../ui/form.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import * as styles from '../profile/profile-page.css.ts';
import { useProfileSubmit } from '../profile/use-profile-submit.ts';
import { feedActions, loadFeeds, saveFeed } from './feeds-api.ts';

const fetchFeeds = (_request: unknown, signal: AbortSignal) => loadFeeds(signal);
/** The feeds have no criteria: the session decides whose they are. */
const OURS = {};

const LANE = /^([A-Z]{2}[A-Z2-9]{3})\s*-\s*([A-Z]{2}[A-Z2-9]{3})$/;

/** "CNSHA-NLRTM, CNNGB-USLAX" as lanes, or null when a part is not a pair of UN/LOCODEs. */
const lanesOf = (text: string): FeedLane[] | null => {
  const parts = text
    .toUpperCase()
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const lanes = parts
    .map((part) => LANE.exec(part))
    .map((match) => match && { from: match[1]!, to: match[2]! });
  return lanes.every((lane) => lane !== null) ? lanes : null;
};

const lanesText = (lanes: readonly FeedLane[]) => lanes.map((lane) => `${lane.from}-${lane.to}`).join(', ');

/**
 * /console/feeds: the tenant's carrier feeds (docs/feeds.md). Every staff member reads each feed's
 * last run (inserted, unchanged, refused with the reasons), next run and refused signatures;
 * operations and administrators (`feeds.manage`) add and edit feeds (the API key is write-only),
 * run one now, subscribe at the carrier or reset the push secret, and remove one.
 */
export function FeedsPage() {
  const { t } = useLingui();
  const mayManage = usePermission('feeds.manage');
  const page = useDataPage({ fetcher: fetchFeeds, rowsOf: () => 1, pageSize: 1 });
  const { snapshot, result, load, retry } = page;
  const [editing, setEditing] = useState<FeedView | null>(null);
  // A saved form starts again empty: the key typed is never left in the page.
  const [saves, setSaves] = useState(0);
  useEffect(() => load(OURS), [load]);
  const reload = () => load(OURS);
  return (
    <PageFrame route="/console/feeds">
      <div className={styles.sections}>
        <p className={styles.note}>
          {t`Schedules and tracking events from the carriers' own DCSA APIs: pulled on each feed's interval, and pushed by the carrier once subscribed.`}
        </p>
        {snapshot.hasTag('loading') && result === null && <StatusPanel tone="busy" title={t`Loading…`} />}
        {snapshot.matches('default') && snapshot.context.errorCode && (
          <StatusPanel
            tone="error"
            title={t`The carrier feeds could not be loaded`}
            action={{ label: t`Retry`, onClick: retry }}
          />
        )}
        {result && (
          <>
            {!result.sealingConfigured && (
              <p className={styles.refusal} role="status">
                {t`The server has no FEED_SECRET_KEY: API keys and subscriptions cannot be kept.`}
              </p>
            )}
            {result.feeds.length === 0 && (
              <StatusPanel
                tone="empty"
                title={t`No carrier feeds yet`}
                detail={
                  mayManage
                    ? t`Add a carrier's DCSA address below: the feed runs at once, then on its interval.`
                    : t`Operations or an administrator adds them.`
                }
              />
            )}
            {result.feeds.map((feed) => (
              <FeedCard
                key={feed.feedId}
                feed={feed}
                mayManage={mayManage}
                onEdit={() => setEditing(feed)}
                onChanged={reload}
              />
            ))}
            {mayManage && (
              <FeedForm
                key={`${editing?.feedId ?? 'new'}-${saves}`}
                feed={editing}
                list={result}
                onDone={() => {
                  setEditing(null);
                  setSaves((count) => count + 1);
                  reload();
                }}
                onCancel={() => setEditing(null)}
              />
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}

function RunFacts({ run }: { run: FeedRunResult }) {
  const { t } = useLingui();
  const when = formatDateTime(new Date(run.at));
  const kind = run.kind === 'pull' ? t`pulled` : t`pushed`;
  return (
    <>
      <span>
        {when} ({kind}): {t`${run.inserted} inserted, ${run.unchanged} unchanged, ${run.refused} refused`}
      </span>
      {run.error !== null && (
        <span className={styles.refusal} role="note">
          {' '}
          {t`Stopped: ${run.error}`}
        </span>
      )}
      {run.refusals.length > 0 && (
        <ul aria-label={t`Refused documents`}>
          {run.refusals.map((refusal, index) => (
            // Two refusals of one document are two lines: the index keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
            <li key={index}>
              {refusal.document}: {refusal.reason}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FeedCard({
  feed,
  mayManage,
  onEdit,
  onChanged,
}: {
  feed: FeedView;
  mayManage: boolean;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const act = async (action: keyof typeof feedActions) => {
    setBusy(true);
    try {
      notify('success', (await feedActions[action](feed.feedId)).message);
    } catch (error) {
      const failure = failureOf(error);
      notify(
        'error',
        failure.code === NETWORK_FAILURE_CODE
          ? t`The server could not be reached. Please try again.`
          : failure.message,
      );
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const titleId = `feed-${feed.feedId}`;
  const carrier = feed.carrierScac;
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className={styles.cardTitle}>
        {carrier}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Address`}</dt>
        <dd className={styles.definition}>{feed.baseUrl}</dd>
        <dt className={styles.term}>{t`API key`}</dt>
        <dd className={styles.definition}>{feed.hasApiKey ? t`Kept (never shown)` : t`None`}</dd>
        <dt className={styles.term}>{t`Lanes`}</dt>
        <dd className={styles.definition}>{feed.lanes.length === 0 ? t`None` : lanesText(feed.lanes)}</dd>
        <dt className={styles.term}>{t`Last run`}</dt>
        <dd className={styles.definition}>
          {feed.lastRun === null ? t`Not run yet` : <RunFacts run={feed.lastRun} />}
        </dd>
        <dt className={styles.term}>{t`Next run`}</dt>
        <dd className={styles.definition}>
          {formatDateTime(new Date(feed.nextRunAt))}
          {feed.failures > 0 && ` (${t`backing off after ${feed.failures} failed runs`})`}
        </dd>
        <dt className={styles.term}>{t`Push`}</dt>
        <dd className={styles.definition}>
          {feed.subscriptionId === null ? t`Not subscribed` : t`Subscribed (${feed.subscriptionId})`}
          {feed.previousSecretUntil !== null &&
            ` ${t`the previous secret is accepted until ${formatDateTime(new Date(feed.previousSecretUntil))}`}`}
        </dd>
        <dt className={styles.term}>{t`Refused signatures`}</dt>
        <dd className={styles.definition}>{feed.refusedSignatures}</dd>
      </dl>
      {mayManage && (
        <div className={styles.actions}>
          <button type="button" className={button.outline} disabled={busy} onClick={onEdit}>
            {t`Edit`}
          </button>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => act('run')}>
            {t`Run now`}
          </button>
          {feed.subscriptionId === null ? (
            <ConfirmDialog
              label={t`Subscribe`}
              ariaLabel={t`Subscribe at ${carrier}`}
              title={t`Subscribe at ${carrier}?`}
              description={t`The carrier is asked to push its events to this portal, signed with a new secret.`}
              yes={t`Subscribe`}
              cancel={t`Cancel`}
              onConfirm={() => act('subscribe')}
            />
          ) : (
            <ConfirmDialog
              label={t`Reset secret`}
              ariaLabel={t`Reset the push secret of ${carrier}`}
              title={t`Reset the push secret of ${carrier}?`}
              description={t`The carrier gets a new secret; events signed with the old one are still accepted for a while.`}
              yes={t`Reset secret`}
              cancel={t`Cancel`}
              onConfirm={() => act('resetSecret')}
            />
          )}
          <ConfirmDialog
            label={t`Remove`}
            ariaLabel={t`Remove the feed of ${carrier}`}
            title={t`Remove the feed of ${carrier}?`}
            description={t`Its schedule, key and subscription are removed; the schedules and events it brought stay.`}
            yes={t`Remove`}
            cancel={t`Cancel`}
            onConfirm={() => act('remove')}
          />
        </div>
      )}
    </section>
  );
}

interface FeedProblems {
  carrierScac?: string;
  baseUrl?: string;
  intervalMinutes?: string;
  lanes?: string;
}

function FeedForm({
  feed,
  list,
  onDone,
  onCancel,
}: {
  feed: FeedView | null;
  list: FeedList;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [carrierScac, setCarrier] = useState(feed?.carrierScac ?? '');
  const [baseUrl, setBaseUrl] = useState(feed?.baseUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [interval, setMinutes] = useState(String(feed?.intervalMinutes ?? FEED_INTERVAL_MINUTES.default));
  const [lanes, setLanes] = useState(feed === null ? '' : lanesText(feed.lanes));
  const [problems, setProblems] = useState<FeedProblems>({});
  const save = useProfileSubmit(saveFeed, (reply) => {
    notify('success', reply.message);
    onDone();
  });
  const { min, max } = FEED_INTERVAL_MINUTES;
  const intervalRule = t`Minutes between runs, from ${min} to ${max}.`;
  const submit = () => {
    const code = carrierScac.trim().toUpperCase();
    const minutes = /^\d{1,4}$/.test(interval.trim()) ? Number(interval) : Number.NaN;
    const parsedLanes = lanesOf(lanes);
    const found: FeedProblems = {};
    if (!/^[A-Z0-9]{2,4}$/.test(code)) found.carrierScac = t`The carrier's SCAC: 2 to 4 letters or digits.`;
    if (!/^https?:\/\/\S+$/i.test(baseUrl.trim())) found.baseUrl = t`A full http:// or https:// address.`;
    if (!(minutes >= min && minutes <= max)) found.intervalMinutes = intervalRule;
    if (parsedLanes === null) found.lanes = t`Pairs of UN/LOCODEs such as CNSHA-NLRTM, separated by commas.`;
    setProblems(found);
    if (Object.keys(found).length === 0 && parsedLanes !== null)
      save.submit({
        feedId: feed?.feedId ?? null,
        carrierScac: code,
        baseUrl: baseUrl.trim(),
        // Empty keeps the stored key (write-only: it is never shown).
        apiKey: apiKey === '' ? null : apiKey,
        intervalMinutes: minutes,
        lanes: parsedLanes,
      });
  };
  const titleId = 'feed-form';
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {feed === null ? t`Add a carrier feed` : t`Edit the feed of ${feed.carrierScac}`}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.fields}>
          <TextField
            label={t`Carrier (SCAC)`}
            value={carrierScac}
            maxLength={4}
            autoCapitalize="characters"
            onChange={(event) => setCarrier(event.target.value)}
            error={problems.carrierScac}
          />
          <TextField
            label={t`DCSA address`}
            type="url"
            value={baseUrl}
            placeholder="https://api.carrier.example/dcsa"
            onChange={(event) => setBaseUrl(event.target.value)}
            hint={t`The portal calls this address on each run.`}
            error={problems.baseUrl}
          />
          <TextField
            label={t`API key`}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            hint={
              feed?.hasApiKey
                ? t`A key is kept; leave this empty to keep it.`
                : t`Optional; kept sealed and never shown again.`
            }
            disabled={!list.sealingConfigured}
          />
          <TextField
            label={t`Interval (minutes)`}
            inputMode="numeric"
            value={interval}
            onChange={(event) => setMinutes(event.target.value)}
            hint={intervalRule}
            error={problems.intervalMinutes}
          />
          <TextField
            label={t`Lanes`}
            value={lanes}
            placeholder="CNSHA-NLRTM, CNNGB-USLAX"
            onChange={(event) => setLanes(event.target.value)}
            hint={t`The point-to-point schedules pulled, as origin-destination pairs.`}
            error={problems.lanes}
          />
        </div>
        {save.refusal !== null && (
          <p className={styles.refusal} role="alert">
            {save.refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : save.refusal.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={form.submit} disabled={save.busy}>
            {feed === null ? t`Add feed` : t`Save feed`}
          </button>
          {feed !== null && (
            <button type="button" className={button.outline} onClick={onCancel}>
              {t`Cancel`}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
