import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { listSpaceOrders } from '../booking/booking-api.ts';
import { useGrabRequestKind } from '../grab-requests/grab-request-list.tsx';
import { grabRequestCalls } from '../grab-requests/grab-requests-api.ts';
import { listQueue as listOrders, useOrderKind } from '../orders/my-orders-page.tsx';
import { useReservationKind } from '../reservations/my-reservations-page.tsx';
import { reservationCalls } from '../reservations/reservations-api.ts';
import { useSpaceOrderQueueKind } from '../space-orders/space-order-queue-page.tsx';
import {
  type RecordCall,
  type RecordKind,
  RecordList,
  type RecordListWords,
  useRecordList,
} from '../workspace/record-list.tsx';
import * as styles from './customer-page.css.ts';

/**
 * The customer's records on their page (spec §6): the staff lists of orders, advance bookings,
 * grab requests and space orders, each filtered to this customer (the lists' `userId`).
 */
export function CustomerRecords({ userId }: { userId: number }) {
  const { t } = useLingui();
  const words = (label: string): RecordListWords => ({
    label,
    loading: t`Loading…`,
    failed: t`The records could not be loaded`,
    none: t`None yet.`,
    noneFiltered: t`None match the filter`,
  });
  const of =
    <Q extends object, A>(list: (query: Q & { userId: number }, signal?: AbortSignal) => Promise<A>) =>
    (query: Q, signal?: AbortSignal) =>
      list({ ...query, userId }, signal);
  return (
    <>
      <CustomerList title={t`Orders`} list={of(listOrders)} kind={useOrderKind()} words={words(t`Orders`)} />
      <CustomerList
        title={t`Advance bookings`}
        list={of(reservationCalls.listQueue)}
        kind={useReservationKind()}
        words={words(t`Advance bookings`)}
      />
      <CustomerList
        title={t`Grab requests`}
        list={of(grabRequestCalls.listQueue)}
        kind={useGrabRequestKind()}
        words={words(t`Grab requests`)}
      />
      <CustomerList
        title={t`Space orders`}
        list={of(listSpaceOrders)}
        kind={useSpaceOrderQueueKind()}
        words={words(t`Space orders`)}
      />
    </>
  );
}

function CustomerList<Row, TStatus extends string>({
  title,
  list,
  kind,
  words,
}: {
  title: ReactNode;
  list: RecordCall<Row, TStatus>;
  kind: RecordKind<Row, TStatus>;
  words: RecordListWords;
}) {
  const state = useRecordList({ list, allowed: true });
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      <RecordList state={state} kind={kind} denied="staff" words={words} />
    </section>
  );
}
