import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderParty } from '../../../domain/api/order.ts';
import type { OrderState } from '../../../domain/orders/order-progress.ts';
import type { OrderProblem } from '../../../domain/orders/order-rules.ts';

/** Spec §4's booking progress steps, and the cancelled order's status. */
export const orderStepWords: Record<OrderState, MessageDescriptor> = {
  order: msg`Order`,
  customerServiceConfirm: msg`Customer service confirm`,
  bookingSuccess: msg`Booking success`,
  packingDone: msg`Packing done`,
  declared: msg`Declared`,
  billOfLadingConfirm: msg`B/L confirm`,
  billConfirm: msg`Bill confirm`,
  done: msg`Done`,
  cancelled: msg`Cancelled`,
};

/** The parties an order names (spec §4's booking form), as the detail and the CSV head them. */
export const orderPartyWords = {
  shipper: msg`Shipper`,
  consignee: msg`Consignee`,
  notifyParty: msg`Notify party`,
} satisfies Record<string, MessageDescriptor>;

export const ORDER_PARTIES = Object.keys(orderPartyWords) as (keyof typeof orderPartyWords)[];

/** A party on one line: its name, then its address; empty for the notify party left out. */
export const partyLine = ({ name, address }: OrderParty): string =>
  [name, address].filter((part) => part !== '').join(', ');

/** The order form's rule messages, worded as domain/orders/messages.ts words them for the server. */
export const orderProblemWords: Record<OrderProblem, MessageDescriptor> = {
  rateRequired: msg`Please choose a rate or a saved quotation`,
  sailingRequired: msg`Please choose a sailing of the reserved ETD week`,
  containersNotReserved: msg`Only the container types reserved, up to the quantities approved, can be ordered`,
  containerTypeNotPriced: msg`The rate has no price for this container type: choose only the types it prices`,
  containersRequired: msg`Please add at least one container type`,
  duplicateContainerType: msg`Duplicate container types are not allowed`,
  quantityRequired: msg`Please enter the quantity`,
  quantityNotInteger: msg`The quantity must be an integer`,
  quantityNotPositive: msg`The quantity must be greater than 0`,
  quantityTooLarge: msg`At most 999 containers of a type`,
  cargoRequired: msg`Please describe the cargo`,
  hsCodeRequired: msg`Please enter the HS code`,
  hsCodeInvalid: msg`The HS code must be 6 to 10 digits`,
  grossWeightRequired: msg`Please enter the gross weight (kg)`,
  grossWeightInvalid: msg`The gross weight must be above 0, with at most 10 integer digits and 2 decimal places`,
  packagesRequired: msg`Please enter the number of packages`,
  packagesInvalid: msg`The packages must be a whole number above 0`,
  shipperNameRequired: msg`Please enter the shipper’s name`,
  shipperAddressRequired: msg`Please enter the shipper’s address`,
  consigneeNameRequired: msg`Please enter the consignee’s name`,
  consigneeAddressRequired: msg`Please enter the consignee’s address`,
  notifyPartyIncomplete: msg`Give the notify party’s name and address, or neither`,
};
