import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RateCriteriaProblem } from './rate-criteria.ts';

export const criteriaMessages: Record<RateCriteriaProblem, MessageDescriptor> = {
  polRequired: msg({ id: 'rates.polRequired', message: 'Please choose the port of loading' }),
  podRequired: msg({ id: 'rates.podRequired', message: 'Please choose the port of discharge' }),
  samePorts: msg({
    id: 'rates.samePorts',
    message: 'The port of loading and the port of discharge must differ',
  }),
};
