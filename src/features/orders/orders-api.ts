/** The order calls (issue 11); a failure rejects with ApiFailure carrying the server's words. */
import type { OrderDetail, OrderPage } from '../../../domain/api/order.ts';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import type { AdvanceOrderBody, CreateOrderBody, ListOrdersBody } from '../../../domain/api/order-schemas.ts';
import { fetchData } from '../../api/client.ts';

export type OrderQuery = Partial<ListOrdersBody> & { pageNo: number };

export const createOrder = (body: CreateOrderBody): Promise<OrderDetail> =>
  fetchData(OrderPath.createOrder, body);

export const listMyOrders = (query: OrderQuery, signal?: AbortSignal): Promise<OrderPage> =>
  fetchData(OrderPath.listMyOrders, query, signal);

export const getOrder = (orderId: number, signal?: AbortSignal): Promise<OrderDetail> =>
  fetchData(OrderPath.getOrder, { orderId }, signal);

export const cancelOrder = (orderId: number): Promise<OrderDetail> =>
  fetchData(OrderPath.cancelOrder, { orderId });

/** Staff: the orders of their company. */
export const listOrders = (query: OrderQuery, signal?: AbortSignal): Promise<OrderPage> =>
  fetchData(OrderPath.listOrders, query, signal);

export const advanceOrder = (body: AdvanceOrderBody): Promise<OrderDetail> =>
  fetchData(OrderPath.advanceOrder, body);
