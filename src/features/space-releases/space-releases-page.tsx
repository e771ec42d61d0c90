import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import type { PointToPointRoute } from '../../../domain/api/freight.ts';
import type { ReleaseChangeList, ReleasedSailing } from '../../../domain/api/space-release.ts';
import { CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import {
  MAX_RELEASE_QUANTITY,
  type ReleaseAction,
  type ReleaseKind,
  type ReleaseLine,
} from '../../../domain/freight/space-release.ts';
import { usePermission } from '../../app/session-view.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import * as form from '../../ui/form.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { KindBadge, LevelBadge } from '../freight/facts.tsx';
import { PageFrame } from '../freight/page-frame.tsx';
import * as styles from '../profile/profile-page.css.ts';
import { useProfileSubmit } from '../profile/use-profile-submit.ts';
import {
  closeRelease,
  findSailings,
  loadReleases,
  reduceRelease,
  releaseSpace,
  topUpRelease,
} from './space-releases-api.ts';

const fetchReleases = (_request: unknown, signal: AbortSignal) => loadReleases(signal);
/** The releases have no criteria: the session decides whose they are. */
const OURS = {};

const wholeUnits = (text: string): number | null => {
  const value = /^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN;
  return value >= 1 && value <= MAX_RELEASE_QUANTITY ? value : null;
};
/** A price typed in units with up to two decimals, as minor units. */
const minorOf = (text: string): number | null =>
  /^\d{1,6}(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0 ? Math.round(Number(text) * 100) : null;
const priceText = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
const dayOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Space the tenant releases on sailings (spec §3: a SPOT product is released space with a loading
 * guarantee; existing space has none): every staff member reads the releases, their level and the
 * trail; pricing releases, tops up, takes back what nobody holds and closes (docs/staff.md).
 */
export function SpaceReleasesPage() {
  const { t } = useLingui();
  const mayChange = usePermission('rates.manage');
  const page = useDataPage({ fetcher: fetchReleases, rowsOf: () => 1, pageSize: 1 });
  const { snapshot, result, load, retry } = page;
  useEffect(() => load(OURS), [load]);
  const reload = () => load(OURS);
  return (
    <PageFrame route="/console/spaceReleases">
      <div className={styles.sections}>
        {snapshot.hasTag('loading') && result === null && <StatusPanel tone="busy" title={t`Loading…`} />}
        {snapshot.matches('default') && snapshot.context.errorCode && (
          <StatusPanel
            tone="error"
            title={t`The space releases could not be loaded`}
            action={{ label: t`Retry`, onClick: retry }}
          />
        )}
        {mayChange && <ReleaseCard onSaved={reload} />}
        {result &&
          (result.releases.length === 0 ? (
            <StatusPanel
              tone="empty"
              title={t`No space released yet`}
              detail={
                mayChange
                  ? t`Find a sailing by its ports above, give the units, price and allowance per container type, and release it.`
                  : t`Pricing releases space on sailings; it shows here once released.`
              }
            />
          ) : (
            result.releases.map((sailing) => (
              <ReleasedSailingCard
                key={sailing.sailingId}
                sailing={sailing}
                mayChange={mayChange}
                onSaved={reload}
              />
            ))
          ))}
        {result && result.changes.length > 0 && <Trail changes={result.changes} releases={result.releases} />}
      </div>
    </PageFrame>
  );
}

function Refusal({ refusal }: { refusal: { code: string; message: string } | null }) {
  const { t } = useLingui();
  if (refusal === null) return null;
  return (
    <p className={styles.refusal} role="alert">
      {refusal.code === NETWORK_FAILURE_CODE
        ? t`The server could not be reached. Please try again.`
        : refusal.message}
    </p>
  );
}

interface LineInput {
  quantity: string;
  price: string;
  allowance: string;
}
const NO_LINE: LineInput = { quantity: '', price: '', allowance: '' };

function ReleaseCard({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const [pol, setPol] = useState('');
  const [pod, setPod] = useState('');
  const [routes, setRoutes] = useState<PointToPointRoute[] | null>(null);
  const [finding, setFinding] = useState(false);
  const [findError, setFindError] = useState<string | null>(null);
  const [routeId, setRouteId] = useState<number | null>(null);
  const [kind, setKind] = useState<ReleaseKind>('guarantee');
  const [currency, setCurrency] = useState('USD');
  const [lines, setLines] = useState<Record<string, LineInput>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const sailingsId = useId();
  const save = useProfileSubmit(releaseSpace, (reply) => {
    notify('success', reply.message);
    setLines({});
    setRouteId(null);
    onSaved();
  });
  const find = async () => {
    setFinding(true);
    setFindError(null);
    try {
      const found = await findSailings(pol.trim().toUpperCase(), pod.trim().toUpperCase());
      setRoutes(found.list);
      setRouteId(null);
    } catch (error) {
      setRoutes(null);
      setFindError(error instanceof Error ? error.message : String(error));
    } finally {
      setFinding(false);
    }
  };
  const submit = () => {
    const code = currency.trim().toUpperCase();
    const chosen: ReleaseLine[] = [];
    for (const type of CONTAINER_TYPES) {
      const line = lines[type] ?? NO_LINE;
      if (line.quantity.trim() === '' && line.price.trim() === '') continue;
      const quantity = wholeUnits(line.quantity);
      const priceMinor = minorOf(line.price);
      const allowance = line.allowance.trim() === '' ? undefined : wholeUnits(line.allowance);
      if (quantity === null || priceMinor === null || allowance === null) {
        setProblem(
          t`${type}: units from 1 to ${MAX_RELEASE_QUANTITY}, a price above 0 (up to two decimals), an allowance of whole units or none.`,
        );
        return;
      }
      chosen.push({
        containerType: type,
        quantity,
        priceMinor,
        ...(allowance === undefined ? {} : { allowance }),
      });
    }
    if (routeId === null) return setProblem(t`Choose the sailing to release space on.`);
    if (!/^[A-Z]{3}$/.test(code)) return setProblem(t`Three letters of ISO 4217, such as USD.`);
    if (chosen.length === 0) return setProblem(t`Give the units and price of at least one container type.`);
    setProblem(null);
    save.submit({ routeId, kind, currency: code, lines: chosen });
  };
  const setLine = (type: string, field: keyof LineInput, value: string) =>
    setLines((was) => ({ ...was, [type]: { ...(was[type] ?? NO_LINE), [field]: value } }));
  return (
    <section className={styles.card} aria-labelledby="release-space">
      <h2 id="release-space" className={styles.cardTitle}>{t`Release space`}</h2>
      <form
        noValidate
        aria-label={t`Find sailings`}
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <div className={styles.fields}>
          <TextField
            label={t`Port of loading (UN/LOCODE)`}
            value={pol}
            maxLength={5}
            autoCapitalize="characters"
            onChange={(event) => setPol(event.target.value)}
          />
          <TextField
            label={t`Port of discharge (UN/LOCODE)`}
            value={pod}
            maxLength={5}
            autoCapitalize="characters"
            onChange={(event) => setPod(event.target.value)}
          />
        </div>
        {findError && (
          <p className={styles.refusal} role="alert">
            {findError}
          </p>
        )}
        <button type="submit" className={form.submit} disabled={finding}>
          {t`Find sailings`}
        </button>
      </form>
      {routes !== null && routes.length === 0 && (
        <p className={styles.note}>{t`No sailing on this lane in the coming weeks.`}</p>
      )}
      {routes !== null && routes.length > 0 && (
        <form
          noValidate
          aria-label={t`Release space`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className={styles.choice} aria-describedby={sailingsId}>
            <legend className={styles.term}>{t`Sailing`}</legend>
            <p id={sailingsId} className={styles.note}>
              {t`ETD, vessel and voyage, carrier`}
            </p>
            {routes.map((route) => (
              <label key={route.id} className={styles.option}>
                <input
                  type="radio"
                  name="release-route"
                  checked={routeId === route.id}
                  onChange={() => setRouteId(route.id)}
                />
                {`${dayOf(route.etd)} · ${route.vesselName} ${route.voyageNumber} · ${route.carrier.scac}`}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choice}>
            <legend className={styles.term}>{t`Kind`}</legend>
            <label className={styles.option}>
              <input
                type="radio"
                name="release-kind"
                checked={kind === 'guarantee'}
                onChange={() => setKind('guarantee')}
              />
              {t`SPOT with a loading guarantee`}
            </label>
            <label className={styles.option}>
              <input
                type="radio"
                name="release-kind"
                checked={kind === 'existing'}
                onChange={() => setKind('existing')}
              />
              {t`Existing space`}
            </label>
          </fieldset>
          <div className={styles.fields}>
            <TextField
              label={t`Currency`}
              value={currency}
              maxLength={3}
              autoCapitalize="characters"
              onChange={(event) => setCurrency(event.target.value)}
            />
          </div>
          {CONTAINER_TYPES.map((type) => (
            <fieldset key={type} className={styles.fields}>
              <legend className={styles.term}>{type}</legend>
              <TextField
                label={t`${type} units`}
                inputMode="numeric"
                value={(lines[type] ?? NO_LINE).quantity}
                onChange={(event) => setLine(type, 'quantity', event.target.value)}
              />
              <TextField
                label={t`${type} price per unit`}
                inputMode="decimal"
                value={(lines[type] ?? NO_LINE).price}
                onChange={(event) => setLine(type, 'price', event.target.value)}
              />
              <TextField
                label={t`${type} allowance per customer`}
                inputMode="numeric"
                optionalText={t`optional`}
                value={(lines[type] ?? NO_LINE).allowance}
                onChange={(event) => setLine(type, 'allowance', event.target.value)}
              />
            </fieldset>
          ))}
          {problem && (
            <p className={styles.refusal} role="alert">
              {problem}
            </p>
          )}
          <Refusal refusal={save.refusal} />
          <button type="submit" className={form.submit} disabled={save.busy}>
            {t`Release space`}
          </button>
        </form>
      )}
    </section>
  );
}

function ReleasedSailingCard({
  sailing,
  mayChange,
  onSaved,
}: {
  sailing: ReleasedSailing;
  mayChange: boolean;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const title = `${sailing.pol} → ${sailing.pod} · ${sailing.vesselName} ${sailing.voyageNumber}`;
  const close = useProfileSubmit(
    (input: { sailingId: number }) => closeRelease(input.sailingId),
    (reply) => {
      notify('success', reply.message);
      onSaved();
    },
  );
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.note}>
        <KindBadge kind={sailing.kind} /> {sailing.carrierScac} · {t`ETD ${dayOf(sailing.etd)}`} ·{' '}
        {t`Cut-off ${dayOf(sailing.cutOff)}`}
        {sailing.stopped && ` · ${t`Closed`}`}
      </p>
      <DataTable label={t`Space of ${title}`} compact>
        <TableHead
          columns={[
            t`Container type`,
            { label: t`Capacity`, numeric: true },
            { label: t`Remaining`, numeric: true },
            { label: t`Held`, numeric: true },
            t`Price`,
            { label: t`Allowance per customer`, numeric: true },
            t`Level`,
            mayChange && !sailing.stopped && t`Change`,
          ]}
        />
        <tbody>
          {sailing.lines.map((line) => (
            <tr key={line.containerType}>
              <td>{line.containerType}</td>
              <NumberCell>{line.capacity}</NumberCell>
              <NumberCell>{line.remaining}</NumberCell>
              <NumberCell>{line.held}</NumberCell>
              <td>{priceText(line.priceMinor, sailing.currency)}</td>
              <NumberCell>{line.allowance ?? t`default`}</NumberCell>
              <td>
                <LevelBadge level={line.level} />
              </td>
              {mayChange && !sailing.stopped && (
                <td>
                  <LineChange
                    sailingId={sailing.sailingId}
                    containerType={line.containerType}
                    onSaved={onSaved}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Refusal refusal={close.refusal} />
      {mayChange && !sailing.stopped && (
        <ConfirmDialog
          label={t`Close release`}
          ariaLabel={t`Close the release of ${title}`}
          title={t`Close the release of ${title}?`}
          description={t`No more bookings can hold space on it; the bookings holding space keep it.`}
          yes={t`Close release`}
          cancel={t`Cancel`}
          onConfirm={() => close.submit({ sailingId: sailing.sailingId })}
        />
      )}
    </section>
  );
}

function LineChange({
  sailingId,
  containerType,
  onSaved,
}: {
  sailingId: number;
  containerType: ContainerType;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [units, setUnits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = (reply: { message: string }) => {
    notify('success', reply.message);
    setUnits('');
    onSaved();
  };
  const topUp = useProfileSubmit(topUpRelease, done);
  const reduce = useProfileSubmit(reduceRelease, done);
  const send = (action: Extract<ReleaseAction, 'topUp' | 'reduce'>) => {
    const quantity = wholeUnits(units);
    if (quantity === null) return setProblem(t`Units from 1 to ${MAX_RELEASE_QUANTITY}.`);
    setProblem(null);
    (action === 'topUp' ? topUp : reduce).submit({ sailingId, containerType, quantity });
  };
  return (
    <form
      noValidate
      className={styles.actions}
      aria-label={t`Change ${containerType}`}
      onSubmit={(event) => {
        event.preventDefault();
        send('topUp');
      }}
    >
      <input
        className={form.input}
        aria-label={t`${containerType} units to add or take back`}
        inputMode="numeric"
        size={5}
        value={units}
        onChange={(event) => setUnits(event.target.value)}
      />
      <button type="submit" className={form.linkButton} disabled={topUp.busy || reduce.busy}>
        {t`Top up`}
      </button>
      <button
        type="button"
        className={form.linkButton}
        disabled={topUp.busy || reduce.busy}
        onClick={() => send('reduce')}
      >
        {t`Take back`}
      </button>
      {problem && (
        <span className={styles.refusal} role="alert">
          {problem}
        </span>
      )}
      <Refusal refusal={topUp.refusal ?? reduce.refusal} />
    </form>
  );
}

function Trail({ changes, releases }: { changes: ReleaseChangeList['list']; releases: ReleasedSailing[] }) {
  const { t } = useLingui();
  const actionText = (action: ReleaseAction) =>
    action === 'release'
      ? t`Space released`
      : action === 'topUp'
        ? t`Topped up`
        : action === 'reduce'
          ? t`Taken back`
          : t`Closed`;
  const sailingText = (sailingId: number) => {
    const sailing = releases.find((candidate) => candidate.sailingId === sailingId);
    return sailing === undefined ? `#${sailingId}` : `${sailing.vesselName} ${sailing.voyageNumber}`;
  };
  return (
    <section className={styles.card} aria-labelledby="release-trail">
      <h2 id="release-trail" className={styles.cardTitle}>{t`Changes`}</h2>
      <DataTable label={t`Changes`} compact>
        <TableHead
          columns={[
            t`When (UTC)`,
            t`Who`,
            t`Sailing`,
            t`Action`,
            t`Container type`,
            { label: t`Remaining before`, numeric: true },
            { label: t`Remaining after`, numeric: true },
          ]}
        />
        <tbody>
          {changes.map((change) => (
            <tr key={change.id}>
              <td>{dayOf(change.changedAt)}</td>
              <td>{change.changedBy}</td>
              <td>{sailingText(change.sailingId)}</td>
              <td>{actionText(change.action)}</td>
              <td>{change.containerType ?? ''}</td>
              <NumberCell>{change.quantityBefore ?? ''}</NumberCell>
              <NumberCell>{change.quantityAfter ?? ''}</NumberCell>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
