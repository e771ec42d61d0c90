/** The rate search form's own rules: both ports chosen, and not the same port. */
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
  else if (pol && pol === pod) errors.pod = 'samePorts';
  return errors;
};

export const hasErrors = (errors: RateCriteriaErrors): boolean => Object.keys(errors).length > 0;
