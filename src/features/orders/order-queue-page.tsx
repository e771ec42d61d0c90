import { useLingui } from '@lingui/react/macro';
import { useLifeColumn } from '../record-life/record-life-link.tsx';
import { StaffQueuePage } from '../workspace/staff-queue.tsx';
import { listQueue, useOrderKind } from './my-orders-page.tsx';
import { OrderStepActions } from './order-step-actions.tsx';

/**
 * /console/orders (staff console): the company's orders, filtered by step and day of creation;
 * each moved to its next step, or one step back, where the order table offers it to the staff
 * member, confirmed first (./order-step-actions.tsx).
 */
export function OrderQueuePage() {
  const { t } = useLingui();
  const kind = useOrderKind();
  const life = useLifeColumn('order', (row: { orderId: number }) => row.orderId);
  return (
    <StaffQueuePage
      route="/console/orders"
      list={listQueue}
      kind={kind}
      more={(viewer, reload) => [
        {
          header: t`Customer`,
          cell: (row) => (row.customer ? `${row.customer.name || row.customer.email}` : '—'),
        },
        {
          header: t`Next step`,
          cell: (row) => <OrderStepActions row={row} viewer={viewer} onMoved={reload} />,
        },
        life,
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
