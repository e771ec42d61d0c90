/**
 * What an order must hold (spec §3 and §5): the rate or saved quotation it is booked
 * from (or, from an approved advance booking, the sailing of its week), container types with whole quantities above 0 and no type twice (the spot booking's rules
 * of domain/validation/space-booking.ts), the cargo (description, HS code of 6 to 10 digits, gross
 * weight in kg as spec §5's 10.2 number format, a whole number of packages), the shipper and the
 * consignee (name and address; the notify party is optional, but named and addressed when given),
 * and remarks. The form checks them before the call and the server on it: each rule once. Problems
 * are the message ids of ./messages.ts.
 */

import { firstProblem } from '../validation/rule.ts';
import {
  type ContainerLinesProblem,
  type ContainerRequest,
  containerLinesProblem,
} from '../validation/space-booking.ts';
import { atMost, greaterThan, isBlank, isInteger, numberFormat } from '../validation/validators.ts';

export const ORDER_MAX_QUANTITY = 999;
/** What the order's `packages` column (an `integer`) holds on PostgreSQL. */
export const ORDER_MAX_PACKAGES = 2_147_483_647;
export const ORDER_CARGO_MAX = 500;
export const ORDER_PARTY_NAME_MAX = 100;
export const ORDER_PARTY_ADDRESS_MAX = 300;
export const ORDER_REMARKS_MAX = 500;
export const HS_CODE_PATTERN = /^\d{6,10}$/;

export interface OrderPartyForm {
  name: string;
  address: string;
}

export interface OrderForm {
  /** The rate searched (`webfclfreight/searchRates`) or, instead, a saved quotation. */
  rateId: number | null;
  quotationId: string | null;
  /**
   * The approved advance booking the order is placed from, if any: then `rateId` is the sailing of
   * its week the customer chose, and the ports, week and container lines come from it.
   */
  reservationId?: number | null;
  containers: readonly ContainerRequest[];
  cargoDescription: string;
  hsCode: string;
  /** Kilograms, as typed. */
  grossWeightKg: string;
  packages: string;
  shipper: OrderPartyForm;
  consignee: OrderPartyForm;
  notifyParty: OrderPartyForm;
  remarks: string;
}

export type OrderProblem =
  | 'rateRequired'
  | 'sailingRequired'
  | ContainerLinesProblem
  | 'cargoRequired'
  | 'hsCodeRequired'
  | 'hsCodeInvalid'
  | 'grossWeightRequired'
  | 'grossWeightInvalid'
  | 'packagesRequired'
  | 'packagesInvalid'
  | 'shipperNameRequired'
  | 'shipperAddressRequired'
  | 'consigneeNameRequired'
  | 'consigneeAddressRequired'
  | 'notifyPartyIncomplete'
  | 'containersNotReserved'
  | 'containerTypeNotPriced';

const containersProblem = (containers: readonly ContainerRequest[]): OrderProblem | null =>
  containerLinesProblem(containers, ORDER_MAX_QUANTITY);

/** The form's inputs, in the order the form shows them: each problem belongs to one of them. */
export const ORDER_INPUTS = [
  'rateId',
  'containers',
  'cargoDescription',
  'hsCode',
  'grossWeightKg',
  'packages',
  'shipperName',
  'shipperAddress',
  'consigneeName',
  'consigneeAddress',
  'notifyName',
  'notifyAddress',
] as const;
export type OrderInput = (typeof ORDER_INPUTS)[number];

/**
 * The problem of every input that has one, all at once (a form shows them in one submit, not
 * field after field); an empty object means the order is valid.
 */
export const orderInputProblems = (form: OrderForm): Partial<Record<OrderInput, OrderProblem>> => {
  const problems: Partial<Record<OrderInput, OrderProblem>> = {};
  if (form.rateId === null && isBlank(form.quotationId))
    problems.rateId = (form.reservationId ?? null) === null ? 'rateRequired' : 'sailingRequired';
  const containers = containersProblem(form.containers);
  if (containers !== null) problems.containers = containers;
  if (isBlank(form.cargoDescription)) problems.cargoDescription = 'cargoRequired';
  if (isBlank(form.hsCode)) problems.hsCode = 'hsCodeRequired';
  else if (!HS_CODE_PATTERN.test(form.hsCode.trim())) problems.hsCode = 'hsCodeInvalid';
  if (isBlank(form.grossWeightKg)) problems.grossWeightKg = 'grossWeightRequired';
  else if (firstProblem(form.grossWeightKg.trim(), [numberFormat('10.2'), greaterThan(0)]) !== null)
    problems.grossWeightKg = 'grossWeightInvalid';
  if (isBlank(form.packages)) problems.packages = 'packagesRequired';
  else if (
    firstProblem(form.packages.trim(), [isInteger(), greaterThan(0), atMost(ORDER_MAX_PACKAGES)]) !== null
  )
    problems.packages = 'packagesInvalid';
  if (isBlank(form.shipper.name)) problems.shipperName = 'shipperNameRequired';
  if (isBlank(form.shipper.address)) problems.shipperAddress = 'shipperAddressRequired';
  if (isBlank(form.consignee.name)) problems.consigneeName = 'consigneeNameRequired';
  if (isBlank(form.consignee.address)) problems.consigneeAddress = 'consigneeAddressRequired';
  // Optional as a whole; half of one cannot be notified: the blank half is the problem.
  if (isBlank(form.notifyParty.name) !== isBlank(form.notifyParty.address))
    problems[isBlank(form.notifyParty.name) ? 'notifyName' : 'notifyAddress'] = 'notifyPartyIncomplete';
  return problems;
};

/** The form field (a party as a whole) each input belongs to. */
const FIELD_OF_INPUT: Record<OrderInput, keyof OrderForm> = {
  rateId: 'rateId',
  containers: 'containers',
  cargoDescription: 'cargoDescription',
  hsCode: 'hsCode',
  grossWeightKg: 'grossWeightKg',
  packages: 'packages',
  shipperName: 'shipper',
  shipperAddress: 'shipper',
  consigneeName: 'consignee',
  consigneeAddress: 'consignee',
  notifyName: 'notifyParty',
  notifyAddress: 'notifyParty',
};

/**
 * The first problem of each field that has one (a party's name before its address); an empty
 * object means the order is valid. The inputs' problems, by field.
 */
export const orderProblems = (form: OrderForm): Partial<Record<keyof OrderForm, OrderProblem>> => {
  const problems: Partial<Record<keyof OrderForm, OrderProblem>> = {};
  for (const [input, problem] of Object.entries(orderInputProblems(form)) as [OrderInput, OrderProblem][])
    problems[FIELD_OF_INPUT[input]] ??= problem;
  return problems;
};

/** The first problem of the form, as the server answers it (the form shows them all). */
export const firstOrderProblem = (form: OrderForm): OrderProblem | null => {
  const problems = orderInputProblems(form);
  return ORDER_INPUTS.map((input) => problems[input]).find((problem) => problem !== undefined) ?? null;
};

/**
 * An order from an advance booking books the space that was approved, or less of it: each of its
 * container types was reserved, in at most the reserved quantity.
 */
export const containersWithinReservation = (
  lines: readonly ContainerRequest[],
  reserved: readonly { containerType: string; quantity: number }[],
): boolean =>
  lines.every((line) => {
    const allowed = reserved.find((entry) => entry.containerType === line.containerType);
    return allowed !== undefined && Number(line.quantity) <= allowed.quantity;
  });

/** A container type's price on the rate an order is booked from: the all-in price per container. */
export interface ContainerPrice {
  containerType: string;
  unitPrice: number;
}

/**
 * An order books only what its rate prices, at that price, which the order keeps
 * (docs/decisions.md "An order books only what its rate prices"). A rate prices its own container
 * type; an order from an advance booking is on a sailing, whose rates price each of their types.
 * The lines with their unit price, or null when a line's type has no price there.
 */
export const pricedLines = (
  lines: readonly ContainerRequest[],
  prices: readonly ContainerPrice[],
): { containerType: string; quantity: number; unitPrice: number }[] | null => {
  const priced = lines.map((line) => ({
    line,
    price: prices.find((candidate) => candidate.containerType === line.containerType),
  }));
  return priced.every((entry) => entry.price !== undefined)
    ? priced.map(({ line, price }) => ({
        containerType: line.containerType,
        quantity: Number(line.quantity),
        unitPrice: price!.unitPrice,
      }))
    : null;
};
