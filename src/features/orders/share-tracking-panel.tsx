import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { sharedTrackingPath } from '../../../domain/orders/tracking-share.ts';
import { trackingShareMachine } from '../../../machines/orders/tracking-share.machine.ts';
import * as buttons from '../../ui/button.css.ts';
import { instantText } from '../../ui/date-time.ts';
import { notify } from '../../ui/toast-store.ts';
import * as styles from './orders.css.ts';
import * as share from './share-tracking.css.ts';
import { getTrackingShare, revokeTrackingShare, shareTracking } from './tracking-share-api.ts';

/** How long a new link works: until revoked (''), or a number of days. */
const VALIDITY_DAYS = [7, 30, 90] as const;

/** The link a token opens, on this portal's origin. */
const linkOf = (token: string): string => new URL(sharedTrackingPath(token), window.location.origin).href;

/**
 * Beyond the spec: the owner shares the order's tracking by a link that shows the milestones only, copies
 * it and revokes it. The link shows right after it is made (the server keeps only its hash); later
 * the panel says whether a link is live, and a new link replaces it.
 */
export function ShareTrackingPanel({ orderId }: { orderId: number }) {
  const { t, i18n } = useLingui();
  const logic = useMemo(
    () =>
      trackingShareMachine.provide({
        actors: {
          loadShare: fromPromise(({ input }) => getTrackingShare(input.orderId)),
          createShare: fromPromise(({ input }) => shareTracking(input)),
          revokeShare: fromPromise(({ input }) => revokeTrackingShare(input.orderId)),
          copyLink: fromPromise(({ input }) => navigator.clipboard.writeText(linkOf(input.token))),
        },
        actions: {
          notifyCopyFailed: () =>
            notify('error', t`The link could not be copied; select it and copy it by hand`),
        },
      }),
    [t],
  );
  const actor = useActorRef(logic, { input: { orderId } });
  // Read when a link is made: the choice itself changes nothing until then.
  const validity = useRef<HTMLSelectElement>(null);
  const validityId = useId();
  const snapshot = useSelector(actor, (state) => state);
  const { share: view, token, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const when = (at: string) => instantText(at, i18n.locale);
  const status = snapshot.matches('unavailable')
    ? failure?.message || t`Whether the order has a tracking link could not be read`
    : view?.active && view.createdAt
      ? view.expiresAt
        ? t`A tracking link is active since ${when(view.createdAt)}, until ${when(view.expiresAt)}`
        : t`A tracking link is active since ${when(view.createdAt)}`
      : view === null
        ? t`Loading…`
        : t`No tracking link is active`;

  return (
    <section className={share.panel} aria-label={t`Share tracking`}>
      <strong>{t`Share tracking`}</strong>
      <p className={styles.muted}>
        {t`Anyone with the link sees the milestones of this order’s containers and nothing else: no prices, parties, cargo, booking or B/L numbers.`}
      </p>
      <p role="status">{status}</p>
      {token && view?.active && (
        <div className={share.row}>
          <input
            className={share.link}
            readOnly
            value={linkOf(token)}
            aria-label={t`Tracking link`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className={buttons.secondary}
            disabled={!snapshot.can({ type: 'COPY' }) || snapshot.matches('copying')}
            onClick={() => actor.send({ type: 'COPY' })}
          >
            {snapshot.matches('copied') ? t`Copied` : t`Copy link`}
          </button>
        </div>
      )}
      {!token && view?.active && (
        <p className={styles.muted}>
          {t`The link shows only when it is made. To send it again, make a new link: the old one then stops working.`}
        </p>
      )}
      {failure && !snapshot.matches('unavailable') && (
        <p role="alert" className={styles.muted}>
          {failure.message || t`The link could not be changed; please try again`}
        </p>
      )}
      <div className={share.row}>
        {snapshot.matches('unavailable') ? (
          <button type="button" className={buttons.secondary} onClick={() => actor.send({ type: 'RETRY' })}>
            {t`Retry`}
          </button>
        ) : (
          <>
            <label htmlFor={validityId}>{t`Link works`}</label>
            <select id={validityId} ref={validity} defaultValue="">
              <option value="">{t`until revoked`}</option>
              {VALIDITY_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t`for ${plural(days, { one: '# day', other: '# days' })}`}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy || !snapshot.can({ type: 'SHARE' })}
              onClick={() => {
                const days = validity.current?.value ?? '';
                actor.send(days === '' ? { type: 'SHARE' } : { type: 'SHARE', validDays: Number(days) });
              }}
            >
              {view?.active ? t`Make a new link` : t`Create link`}
            </button>
            {view?.active && (
              <button
                type="button"
                className={buttons.secondary}
                disabled={busy || !snapshot.can({ type: 'REVOKE' })}
                onClick={() => actor.send({ type: 'REVOKE' })}
              >
                {t`Revoke link`}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
