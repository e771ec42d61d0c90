import { useLingui } from '@lingui/react/macro';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import { orderKind } from '../../../domain/orders/order-progress.ts';
import { RecordMoves } from '../workspace/record-actions.tsx';
import { StaffQueuePage } from '../workspace/staff-queue.tsx';
import { listQueue, useOrderKind } from './my-orders-page.tsx';
import { orderStepWords } from './order-words.ts';
import { orderCalls } from './orders-api.ts';

/**
 * /workspace/orders (staff console): the company's orders, filtered by step and day of creation;
 * each moved to its next step where the order table offers it to the staff member, with the booking
 * or B/L number the step needs.
 */
export function OrderQueuePage() {
  const { t, i18n } = useLingui();
  const kind = useOrderKind();
  return (
    <StaffQueuePage
      route="/workspace/orders"
      list={listQueue}
      kind={kind}
      more={(viewer, reload) => [
        {
          header: t`Customer`,
          cell: (row) => (row.customer ? `${row.customer.name || row.customer.email}` : '—'),
        },
        {
          header: t`Next step`,
          cell: ({ orderId: id, step }) => (
            <RecordMoves
              kind={orderKind}
              status={step}
              viewer={viewer}
              onMoved={reload}
              fields={{
                bookingNumber: { label: t`Booking number of order #${id}`, placeholder: t`Booking number` },
                blNumber: { label: t`B/L number of order #${id}`, placeholder: t`B/L number` },
              }}
              // "Advance to <next step>", with the number that step needs (cancelling is the owner's).
              actions={(next) => {
                if (next === 'cancel') return undefined;
                const stepName = i18n._(orderStepWords[next]);
                return {
                  label: t`Advance to ${stepName}`,
                  ariaLabel: t`Advance order #${id} to ${stepName}`,
                  done: t`Order #${id} moved to ${stepName}`,
                  call: (numbers) => orderCalls.move(OrderPath.advanceOrder, id, { step: next, ...numbers }),
                };
              }}
            />
          ),
        },
      ]}
      fileName="orders-queue.csv"
      words={{
        label: t`Orders to move`,
        loading: t`Loading the orders…`,
        failed: t`The orders could not be loaded`,
        none: t`No orders match the filter`,
        noneFiltered: t`No orders match the filter`,
      }}
    />
  );
}
