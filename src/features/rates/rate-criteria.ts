/** The rate search form's rules: both ports chosen, and not the same port (domain/freight/search-rules.ts). */
import { samePlaces } from '../../../domain/freight/search-rules.ts';

export type RateCriteriaProblem = 'polRequired' | 'podRequired' | 'samePorts';

export interface RateCriteriaErrors {
  pol?: RateCriteriaProblem;
  pod?: RateCriteriaProblem;
}

export const validateRateCriteria = ({
  pol,
  pod,
}: {
  pol: string | null | undefined;
  pod: string | null | undefined;
}): RateCriteriaErrors => {
  const errors: RateCriteriaErrors = {};
  if (!pol) errors.pol = 'polRequired';
  if (!pod) errors.pod = 'podRequired';
  else if (samePlaces(pol, pod)) errors.pod = 'samePorts';
  return errors;
};

export const hasErrors = (errors: RateCriteriaErrors): boolean => Object.keys(errors).length > 0;
