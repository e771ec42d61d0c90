import { useLingui } from '@lingui/react/macro';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import {
  RESERVATION_CARGO_MAX,
  RESERVATION_REMARKS_MAX,
  reservationProblems,
  reservationWeeks,
} from '../../../domain/reservations/reservation-rules.ts';
import { fetchData } from '../../api/client.ts';
import { appNow } from '../../app/clock.ts';
import * as form from '../../ui/form.css.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { type RouteRequest, RouteRequestForm } from '../workspace/route-request-form.tsx';
import { reservationProblemWords } from './reservation-words.ts';

/**
 * "New advance booking": the ports, a week ahead, container lines, the cargo and remarks, sent for
 * audit; `onCreated` reloads the list.
 */
export function ReservationForm({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const criteria = useCriteria({ etdWeek: '' });
  const [etdWeek, setEtdWeek] = criteria.field('etdWeek');
  const weeks = reservationWeeks(appNow());
  const withWeek = <T extends Omit<RouteRequest, 'containers'>>({ note, ...request }: T) => ({
    ...request,
    etdWeek,
    remarks: note,
  });
  return (
    <RouteRequestForm
      label={t`New advance booking`}
      submitLabel={t`Send for audit`}
      done={t`Your advance booking was sent for audit`}
      words={reservationProblemWords}
      cargo={{ label: t`Cargo description`, max: RESERVATION_CARGO_MAX }}
      note={{ label: t`Remarks`, max: RESERVATION_REMARKS_MAX }}
      check={(request) => reservationProblems(withWeek(request), appNow())}
      send={(request) => fetchData(ReservationPath.createReservation, withWeek(request))}
      onDone={onCreated}
      onClose={onClose}
    >
      {(problemOf) => (
        <div className={form.field}>
          <SelectField label={t`ETD week`} value={etdWeek} onChange={setEtdWeek}>
            <option value="">{t`Choose a week`}</option>
            {weeks.map((week) => (
              <option key={week.startDate} value={week.startDate}>
                {`${week.startDate} ~ ${week.endDate}`}
              </option>
            ))}
          </SelectField>
          {problemOf('etdWeek') && (
            <p className={form.error} role="alert">
              {problemOf('etdWeek')}
            </p>
          )}
        </div>
      )}
    </RouteRequestForm>
  );
}
