/** The order calls; a failure rejects with ApiFailure carrying the server's words. */
import { OrderPath } from '../../../domain/api/order-paths.ts';
import { recordCalls } from '../workspace/record-calls.ts';

export const orderCalls = recordCalls('orderId', {
  mine: OrderPath.listMyOrders,
  queue: OrderPath.listOrders,
  get: OrderPath.getOrder,
});
