/**
 * API paths of orders (spec §2 My Order, and the staff queue). The spec shows none of them ("not
 * shown"); they follow the booking area's names.
 */
export const OrderPath = {
  createOrder: 'order/createOrder',
  /** The rate the form books from, with the container types it prices and their prices. */
  getOrderRate: 'order/getOrderRate',
  listMyOrders: 'order/listMyOrders',
  getOrder: 'order/getOrder',
  cancelOrder: 'order/cancelOrder',
  // Staff (user type 2) of the order's company.
  listOrders: 'order/listOrders',
  advanceOrder: 'order/advanceOrder',
  stepBackOrder: 'order/stepBackOrder',
} as const;
