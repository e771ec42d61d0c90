import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TrailKind } from '../../../domain/records/record-history.ts';
import type { ConsoleRoute } from '../../../domain/routes.ts';
import { CERTIFICATION_STATE_WORDS } from '../auth/customer-words.ts';
import { grabRequestStatusWords } from '../grab-requests/grab-request-words.ts';
import { orderStepWords } from '../orders/order-words.ts';
import { reservationStatusWords } from '../reservations/reservation-words.ts';
import { spaceOrderStatusWords } from '../space-orders/status-words.ts';

/** The record page of one record's life (domain/routes.ts CONSOLE_DETAIL_ROUTES). */
export const RECORD_PAGE = '/console/record';

/** Each kind as the page names it, its status words (the kind's own pages'), and its list. */
export const KIND_WORDS: Record<
  TrailKind,
  { name: MessageDescriptor; statusWords: Readonly<Record<string, MessageDescriptor>>; list: ConsoleRoute }
> = {
  order: {
    name: msg({ context: 'record kind', message: 'Order' }),
    statusWords: orderStepWords,
    list: '/console/orders',
  },
  spaceOrder: {
    name: msg({ context: 'record kind', message: 'Space order' }),
    statusWords: spaceOrderStatusWords,
    list: '/console/spaceOrders',
  },
  reservation: {
    name: msg({ context: 'record kind', message: 'Advance booking' }),
    statusWords: reservationStatusWords,
    list: '/console/reservations',
  },
  grabRequest: {
    name: msg({ context: 'record kind', message: 'Grab request' }),
    statusWords: grabRequestStatusWords,
    list: '/console/grabRequests',
  },
  certification: {
    name: msg({ context: 'record kind', message: 'Certification' }),
    statusWords: CERTIFICATION_STATE_WORDS,
    list: '/console/customers',
  },
};
