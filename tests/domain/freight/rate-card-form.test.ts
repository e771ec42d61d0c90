/** A card as the console's form sends it is read as the card's rules read a card (domain/freight/rate-card-form.ts). */
import { describe, expect, it } from 'vitest';
import type { RateCardForm } from '../../../domain/api/rate-card.ts';
import { checkRateCard } from '../../../domain/freight/rate-card.ts';
import { cardOfForm } from '../../../domain/freight/rate-card-form.ts';

const form: RateCardForm = {
  carrierScac: ' maeu ',
  pol: 'cn sha',
  pod: 'nlrtm ',
  via: '  ',
  serviceCode: '',
  containerType: '45g1',
  currency: 'usd',
  oceanFreight: 1800,
  surcharges: [{ code: 'baf', basis: 'container', currency: 'usd', amount: 100, paymentTerm: 'PRE' }],
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  transitDays: null,
  remarks: ' weekly ',
};

describe('a rate card from the console form', () => {
  it('codes in capitals, empty optional codes none, an ISO 6346 code mapped to the portal type', () => {
    const card = cardOfForm(form);
    expect(card).toMatchObject({
      carrierScac: 'MAEU',
      pol: 'CNSHA',
      pod: 'NLRTM',
      via: null,
      serviceCode: null,
      containerType: '40HQ',
      currency: 'USD',
      surcharges: [{ code: 'BAF', currency: 'USD' }],
      remarks: 'weekly',
    });
    expect(checkRateCard(card)).toEqual([]);
  });

  it('an unknown container type stays as typed, for the rules to name it', () => {
    const card = cardOfForm({ ...form, containerType: '53HC' });
    expect(checkRateCard(card)).toEqual([{ field: 'containerType', message: 'unknownContainerType' }]);
  });
});
