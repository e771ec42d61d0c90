import { describe, expect, it } from 'vitest';
import { pricedLines } from '../../../domain/orders/order-rules.ts';

const twentyFootRate = [{ containerType: '20GP', unitPrice: 1200 }];

describe('pricedLines: an order books only what its rate prices, at that price', () => {
  it('a line of the rate’s type gets the rate’s price per container', () => {
    expect(pricedLines([{ containerType: '20GP', quantity: '2' }], twentyFootRate)).toEqual([
      { containerType: '20GP', quantity: 2, unitPrice: 1200 },
    ]);
  });

  it('a 40HQ line on a 20GP rate has no price: the order is refused', () => {
    expect(
      pricedLines(
        [
          { containerType: '20GP', quantity: '2' },
          { containerType: '40HQ', quantity: '1' },
        ],
        twentyFootRate,
      ),
    ).toBeNull();
  });

  it('a sailing’s rates price each of their types (an order from an advance booking)', () => {
    const sailing = [...twentyFootRate, { containerType: '40HQ', unitPrice: 2150 }];
    expect(
      pricedLines(
        [
          { containerType: '40HQ', quantity: '1' },
          { containerType: '20GP', quantity: '3' },
        ],
        sailing,
      ),
    ).toEqual([
      { containerType: '40HQ', quantity: 1, unitPrice: 2150 },
      { containerType: '20GP', quantity: 3, unitPrice: 1200 },
    ]);
  });
});
