import { describe, expect, it } from 'vitest';
import { validateField, validateForm } from '../../../domain/validation/rule.ts';
import {
  containerLineProblem,
  isUploadWithinLimit,
  type SpaceBookingForm,
  type SpaceOffer,
  type SpotBookingForm,
  spaceBookingBlocker,
  spaceBookingRules,
  spotBookingRules,
} from '../../../domain/validation/space-booking.ts';

const MIB = 1024 * 1024;
const offer: SpaceOffer = {
  routeCode: 'AEX1',
  lines: [
    { containerType: '20GP', remaining: 5 },
    { containerType: '40HQ', remaining: 0 },
  ],
};
const form: SpaceBookingForm = {
  containers: [{ containerType: '20GP', quantity: '2' }],
  attorneyFiles: [{ name: 'attorney.pdf', size: MIB }],
};

describe('spec §5 Space booking: who and what can be booked', () => {
  it('a customer type must be set (contact customer service)', () => {
    expect(spaceBookingBlocker(offer, null)).toBe('customerTypeMissing');
    expect(spaceBookingBlocker(offer, '')).toBe('customerTypeMissing');
  });
  it('an empty space cannot be booked', () => {
    expect(spaceBookingBlocker(null, 1)).toBe('emptySpaceCannotBeBooked');
    const soldOut = { ...offer, lines: offer.lines.map((line) => ({ ...line, remaining: 0 })) };
    expect(spaceBookingBlocker(soldOut, 1)).toBe('emptySpaceCannotBeBooked');
  });
  it('an empty route code cannot be booked', () => {
    expect(spaceBookingBlocker({ ...offer, routeCode: ' ' }, 1)).toBe('emptyRouteCodeCannotBeBooked');
    expect(spaceBookingBlocker({ ...offer, routeCode: null }, 1)).toBe('emptyRouteCodeCannotBeBooked');
  });
  it('a customer with a type may book an offer with space and a route code', () => {
    expect(spaceBookingBlocker(offer, 1)).toBeNull();
  });
});

describe('spec §5 Space booking: quantity', () => {
  const quantity = (value: string, on: SpaceOffer = offer) =>
    validateField(
      { ...form, containers: [{ containerType: '20GP', quantity: value }] },
      spaceBookingRules(on),
      'containers',
    );

  it('must not be empty', () => expect(quantity(' ')).toBe('quantityRequired'));
  it('must be an integer', () => expect(quantity('1.5')).toBe('quantityNotInteger'));
  it.each(['+1', ' 1', '1.0', '1e0'])('is written in digits only: %j is refused', (value) =>
    expect(quantity(value)).toBe('quantityNotInteger'),
  );
  it('must be greater than 0', () => {
    expect(quantity('0')).toBe('quantityNotPositive');
    expect(quantity('-1')).toBe('quantityNotPositive');
  });
  it('may equal but not exceed the remaining quantity', () => {
    expect(quantity('5')).toBeNull();
    expect(quantity('6')).toBe('quantityExceedsRemaining');
  });
  it('reserved quantity cannot exceed the allowance', () => {
    const limited = { ...offer, lines: [{ containerType: '20GP', remaining: 5, allowance: 3 }] };
    expect(quantity('3', limited)).toBeNull();
    expect(quantity('4', limited)).toBe('reservedQuantityExceedsAllowance');
  });
});

describe('spec §5 Space booking: container types', () => {
  const containers = (lines: SpaceBookingForm['containers']) =>
    validateField({ ...form, containers: lines }, spaceBookingRules(offer), 'containers');

  it('duplicate container types are not allowed, ignoring case and spaces', () => {
    expect(
      containers([
        { containerType: '20GP', quantity: '1' },
        { containerType: ' 20gp', quantity: '1' },
      ]),
    ).toBe('duplicateContainerType');
  });
  it('at least one container type is booked', () => expect(containers([])).toBe('quantityRequired'));
  it('a type the sailing has no space of counts as empty space; each line is checked on its own type', () => {
    expect(containerLineProblem(offer, { containerType: '45HQ', quantity: '1' })).toBe(
      'emptySpaceCannotBeBooked',
    );
    expect(containerLineProblem(offer, { containerType: '40HQ', quantity: '1' })).toBe(
      'quantityExceedsRemaining',
    );
    expect(containerLineProblem(offer, { containerType: '20gp', quantity: '5' })).toBeNull();
  });
});

describe('spec §5 Space booking: attorney file (required, at most 10M each)', () => {
  const files = (attorneyFiles: SpaceBookingForm['attorneyFiles']) =>
    validateField({ ...form, attorneyFiles }, spaceBookingRules(offer), 'attorneyFiles');

  it('must be uploaded', () => expect(files([])).toBe('attorneyFileRequired'));
  it('accepts exactly 10 MiB and refuses one byte more', () => {
    expect(files([{ name: 'a.pdf', size: 10 * MIB }])).toBeNull();
    expect(
      files([
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 10 * MIB + 1 },
      ]),
    ).toBe('fileTooLarge');
    expect(isUploadWithinLimit({ name: 'a.pdf', size: 10 * MIB })).toBe(true);
    expect(isUploadWithinLimit({ name: 'a.pdf', size: 10 * MIB + 1 })).toBe(false);
  });
  it('a complete booking passes', () => {
    expect(validateForm(form, spaceBookingRules(offer))).toEqual({});
  });
});

describe('spec §5 Spot booking (grab space)', () => {
  const spot: SpotBookingForm = {
    etdStart: '2024-06-01',
    etdEnd: '2024-06-15',
    containers: [
      { containerType: '20GP', quantity: '1' },
      { containerType: '40HQ', quantity: '2' },
    ],
  };
  it('accepts a valid application, same-day ETD range included', () => {
    expect(validateForm(spot, spotBookingRules)).toEqual({});
    expect(validateForm({ ...spot, etdEnd: '2024-06-01' }, spotBookingRules)).toEqual({});
  });
  it('start ETD cannot be after end ETD', () => {
    expect(validateForm({ ...spot, etdStart: '2024-06-16' }, spotBookingRules)).toEqual({
      etdEnd: 'etdStartAfterEnd',
    });
  });
  it('duplicate container types are not allowed, ignoring case and spaces', () => {
    const containers = [...spot.containers, { containerType: ' 20gp', quantity: '1' }];
    expect(validateForm({ ...spot, containers }, spotBookingRules)).toEqual({
      containers: 'duplicateContainerType',
    });
  });
  it('each line needs a whole quantity above 0', () => {
    const withQuantity = (quantity: string) =>
      validateForm({ ...spot, containers: [{ containerType: '20GP', quantity }] }, spotBookingRules);
    expect(withQuantity('')).toEqual({ containers: 'quantityRequired' });
    expect(withQuantity('0')).toEqual({ containers: 'quantityNotPositive' });
    expect(withQuantity('2.5')).toEqual({ containers: 'quantityNotInteger' });
  });
  it('needs at least one container line', () => {
    expect(validateForm({ ...spot, containers: [] }, spotBookingRules)).toEqual({ containers: 'required' });
  });
});
