import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { OrderDetail } from '../../../domain/api/order.ts';
import { CUT_OFF_CODES, type CutOffCode } from '../../../domain/freight/codes.ts';
import { instantText } from '../../ui/date-time.ts';
import { DeadlineTimeline } from '../booking/deadline-timeline.tsx';
import { LocalTime } from '../freight/facts.tsx';
import { RecordTrail } from '../workspace/record-history.tsx';
import { OrderEtd } from './order-etd.tsx';
import { ORDER_PARTIES, orderPartyWords, orderStepWords, partyLine } from './order-words.ts';
import * as styles from './orders.css.ts';
import { orderCalls } from './orders-api.ts';
import { ShareTrackingPanel } from './share-tracking-panel.tsx';

const cutOffName = (code: string, en: boolean): string => {
  const known = CUT_OFF_CODES[code as CutOffCode] as { cn: string; en: string } | undefined;
  return known ? (en ? known.en : known.cn) : code;
};

/**
 * An order's detail, fetched when opened: the eight steps as a progress bar with the time
 * of each, the booking and B/L numbers, the parties and remarks of the order form (spec §4), the sailing's DCSA cut-offs and the containers' tracking once
 * booked, and the audit trail. `open`: shown (and fetched) from the start.
 */
export function OrderDetails({ orderId, open = false }: { orderId: number; open?: boolean }) {
  const { t } = useLingui();
  const [detail, setDetail] = useState<OrderDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <details
      open={open}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        orderCalls
          .get(orderId)
          .then(setDetail, (error: unknown) =>
            setFailure(serverMessageOf(error) ?? t`The order could not be loaded`),
          );
      }}
    >
      <summary>{t`Progress and history`}</summary>
      {failure && <p className={styles.muted}>{failure}</p>}
      {detail === null && failure === null && <p className={styles.muted}>{t`Loading…`}</p>}
      {detail && <DetailBody detail={detail} />}
    </details>
  );
}

/**
 * The order an address names (`/workspace/order?orderId=12`, e.g. from the advance booking it was
 * placed from): its detail open above the list.
 */
export function SelectedOrder({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  return (
    <section className={styles.formPanel} aria-label={t`Order #${orderId}`}>
      <strong>{t`Order #${orderId}`}</strong>
      <OrderDetails orderId={orderId} open />
    </section>
  );
}

/** One fact the customer gave on the order form; a dash for one left out. */
function PartyFact({ label, text }: { label: string; text: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{text === '' ? '—' : text}</dd>
    </>
  );
}

function DetailBody({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en';
  const when = (at: string) => instantText(at, i18n.locale);
  const { orderId, bookingNumber, blNumber, tracking } = detail;
  return (
    <div className={styles.detail}>
      <ol className={styles.progress} aria-label={t`Progress of order ${orderId}`}>
        {detail.progress.map((entry) => (
          <li
            key={entry.step}
            className={entry.at === null ? styles.step.ahead : styles.step.reached}
            aria-current={entry.step === detail.step ? 'step' : undefined}
          >
            <strong>{i18n._(orderStepWords[entry.step])}</strong>
            <span>{entry.at === null ? '—' : when(entry.at)}</span>
          </li>
        ))}
      </ol>
      <dl className={styles.facts}>
        {detail.reservationId !== null && (
          <>
            <dt>{t`Placed from`}</dt>
            <dd>{t`Advance booking #${detail.reservationId}`}</dd>
          </>
        )}
        <dt>{t`ETD (local)`}</dt>
        <dd>
          <OrderEtd order={detail} />
        </dd>
        <dt>{t`Booking number`}</dt>
        <dd>{bookingNumber ?? '—'}</dd>
        <dt>{t`B/L number`}</dt>
        <dd>{blNumber ?? '—'}</dd>
        {ORDER_PARTIES.map((party) => (
          <PartyFact key={party} label={i18n._(orderPartyWords[party])} text={partyLine(detail[party])} />
        ))}
        <PartyFact label={t`Remarks`} text={detail.remarks} />
      </dl>
      {/* One deadline clock per booking (cut-offs to meet, free time at destination). */}
      <DeadlineTimeline deadlines={detail.deadlines} />
      {detail.cutOffs.length > 0 && (
        <section aria-label={t`Cut-offs`}>
          <strong>{t`Cut-offs`}</strong>
          <ul className={styles.list}>
            {[...detail.cutOffs]
              .sort((a, b) => Date.parse(a.cutOffDateTime) - Date.parse(b.cutOffDateTime))
              .map((cutOff) => (
                <li key={cutOff.cutOffDateTimeCode}>
                  {cutOffName(cutOff.cutOffDateTimeCode, en)} ({cutOff.cutOffDateTimeCode}):{' '}
                  <LocalTime
                    value={cutOff.cutOffDateTime}
                    place={detail.polPlace}
                    timeZone={detail.polTimeZone}
                  />
                </li>
              ))}
          </ul>
        </section>
      )}
      {tracking && (
        <section aria-label={t`Tracking`}>
          <strong>{t`Tracking`}</strong>
          <ul className={styles.list}>
            {tracking.milestones.map((milestone) => {
              const at = milestone.actual ?? milestone.estimated ?? milestone.planned;
              return (
                <li key={`${milestone.code}-${milestone.equipmentReference}-${at}`}>
                  {en ? milestone.nameEn : milestone.nameCn} ({milestone.code})
                  {milestone.equipmentReference && ` · ${milestone.equipmentReference}`}
                  {at && (
                    <>
                      {' · '}
                      <LocalTime value={at} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <ShareTrackingPanel orderId={orderId} />
      <RecordTrail
        label={t`History of order ${orderId}`}
        entries={detail.history}
        statusWords={orderStepWords}
        // A step taken back says why (spec §4's steps: staff's correction, kept in the trail).
        reasonText={(reason) => t`Reason: ${reason}`}
      />
    </div>
  );
}
