/**
 * The order API (issue 11, My Order and the staff queue): thin handlers that call the order
 * service with the viewer and answer in the request's language. Customers reach their own orders,
 * staff the queue of their company (`staffOnly`: a customer gets 403).
 */
import type { FastifyInstance } from 'fastify';
import { OrderPath } from '../../domain/api/order-paths.ts';
import type { AdvanceOrderBody } from '../../domain/api/order-schemas.ts';
import { formatOrderMessage } from '../../domain/orders/messages.ts';
import { signedIn, staffOnly } from '../plugins/session.ts';
import type { OrderService } from '../services/orders/order-service.ts';
import { answerWith, postApi } from './api-route.ts';

const { data: answer } = answerWith(formatOrderMessage);

export const orderRoutes = async (app: FastifyInstance, { orders }: { orders: OrderService }) => {
  postApi(
    app,
    OrderPath.createOrder,
    signedIn((viewer, body, request) => answer(request, orders.create(viewer, body))),
  );
  postApi(
    app,
    OrderPath.listMyOrders,
    signedIn((viewer, body, request) => answer(request, orders.listMine(viewer, body))),
  );
  postApi(
    app,
    OrderPath.getOrder,
    signedIn((viewer, body: { orderId: number }, request) =>
      answer(request, orders.get(viewer, body.orderId)),
    ),
  );
  postApi(
    app,
    OrderPath.cancelOrder,
    signedIn((viewer, body: { orderId: number }, request) =>
      answer(request, orders.cancel(viewer, body.orderId)),
    ),
  );
  postApi(
    app,
    OrderPath.listOrders,
    staffOnly((viewer, body, request) => answer(request, orders.listCompany(viewer, body))),
  );
  postApi(
    app,
    OrderPath.advanceOrder,
    staffOnly((viewer, body: AdvanceOrderBody, request) => answer(request, orders.advance(viewer, body))),
  );
};
