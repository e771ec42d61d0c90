/**
 * What the order endpoints answer: an order, its page, and its detail. The types are inferred from
 * their runtime schemas (order-answers.ts), which the client never loads.
 */
export type { OrderDetail, OrderPage, OrderParty, OrderRate, OrderView } from './order-answers.ts';
