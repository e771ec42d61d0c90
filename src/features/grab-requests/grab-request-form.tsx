import { useLingui } from '@lingui/react/macro';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import {
  GRAB_CARGO_MAX,
  GRAB_REQUIREMENTS_MAX,
  grabRequestProblems,
} from '../../../domain/grab-requests/grab-request-rules.ts';
import { fetchData } from '../../api/client.ts';
import { appNow } from '../../app/clock.ts';
import { TextField } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { type RouteRequest, RouteRequestForm } from '../workspace/route-request-form.tsx';
import { grabRequestProblemWords } from './grab-request-words.ts';

/**
 * "Apply for space" (spec §3 spot booking): the ports, the ETD range, container lines, the cargo
 * and special requirements; `onApplied` tells the page.
 */
export function GrabRequestForm({ onApplied, onClose }: { onApplied: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const criteria = useCriteria({ etdStart: '', etdEnd: '' });
  const { etdStart, etdEnd } = criteria.values;
  const withRange = <T extends Omit<RouteRequest, 'containers'>>({ note, ...request }: T) => ({
    ...request,
    etdStart,
    etdEnd,
    specialRequirements: note,
  });
  const dateInput = (field: 'etdStart' | 'etdEnd') => ({
    type: 'date',
    value: criteria.values[field],
    onChange: (event: { target: { value: string } }) => criteria.field(field)[1](event.target.value),
  });
  return (
    <RouteRequestForm
      label={t`Apply for space`}
      submitLabel={t`Apply for space`}
      done={t`Your grab request was sent; customer service will handle it`}
      words={grabRequestProblemWords}
      cargo={{ label: t`Cargo information`, max: GRAB_CARGO_MAX }}
      note={{ label: t`Special requirements`, max: GRAB_REQUIREMENTS_MAX }}
      check={(request) => grabRequestProblems(withRange(request), appNow())}
      send={(request) => fetchData(GrabRequestPath.applyGrabRequest, withRange(request))}
      onDone={onApplied}
      onClose={onClose}
    >
      {(problemOf) => (
        <>
          <TextField label={t`Start ETD`} error={problemOf('etdStart')} {...dateInput('etdStart')} />
          <TextField label={t`End ETD`} error={problemOf('etdEnd')} {...dateInput('etdEnd')} />
        </>
      )}
    </RouteRequestForm>
  );
}
