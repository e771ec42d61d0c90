/**
 * A rate card as the console's form sends it (domain/api/rate-card.ts), read as the rules of
 * ./rate-card.ts read a card: codes trimmed in capitals, an empty optional code none, the container
 * type mapped from the portal's name or its ISO 6346 code. The console checks the card this way
 * before sending, the server again when it comes.
 */
import type { RateCardForm } from '../api/rate-card.ts';
import type { ContainerType } from './codes.ts';
import { containerTypeOf, normaliseRateCardPorts, type RateCardInput } from './rate-card.ts';

const upper = (text: string) => text.trim().toUpperCase();
const optionalCode = (text: string | null): string | null =>
  text === null || upper(text) === '' ? null : upper(text);

export const cardOfForm = (form: RateCardForm): RateCardInput =>
  normaliseRateCardPorts({
    carrierScac: upper(form.carrierScac),
    pol: form.pol,
    pod: form.pod,
    via: optionalCode(form.via),
    serviceCode: optionalCode(form.serviceCode),
    // An unknown type stays as typed, for the rules to name it.
    containerType: containerTypeOf(form.containerType) ?? (form.containerType.trim() as ContainerType),
    currency: upper(form.currency),
    oceanFreight: form.oceanFreight,
    surcharges: form.surcharges.map((charge) => ({
      ...charge,
      code: upper(charge.code),
      currency: upper(charge.currency),
    })),
    validFrom: form.validFrom.trim(),
    validTo: form.validTo.trim(),
    transitDays: form.transitDays,
    remarks: form.remarks.trim(),
  });
