import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RateGateMessage } from '../../../domain/api/freight.ts';
import type { RateCriteriaProblem } from './rate-criteria.ts';

/**
 * Spec §6 / §8: the two rate messages, with the ids of src/features/auth/messages.ts so that both
 * catalogs word them the same (the rates chunk does not load the auth catalog).
 */
export const gateMessages: Record<RateGateMessage, MessageDescriptor> = {
  loginToViewRates: msg({ id: 'domain.loginToViewRates', message: 'Please login to view rates detail' }),
  certifyToViewRates: msg({
    id: 'domain.certifyToViewRates',
    message: 'Please certificate to view rates detail',
  }),
};

export const criteriaMessages: Record<RateCriteriaProblem, MessageDescriptor> = {
  polRequired: msg({ id: 'rates.polRequired', message: 'Please choose the port of loading' }),
  podRequired: msg({ id: 'rates.podRequired', message: 'Please choose the port of discharge' }),
  samePorts: msg({
    id: 'rates.samePorts',
    message: 'The port of loading and the port of discharge must differ',
  }),
};
