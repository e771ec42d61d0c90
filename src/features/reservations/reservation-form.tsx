import { useLingui } from '@lingui/react/macro';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import {
  type ReservationForm as FormValues,
  RESERVATION_CARGO_MAX,
  RESERVATION_REMARKS_MAX,
  type ReservationProblem,
  reservationProblems,
  reservationWeeks,
} from '../../../domain/reservations/reservation-rules.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { fetchData } from '../../api/client.ts';
import { appNow } from '../../app/clock.ts';
import * as form from '../../ui/form.css.ts';
import { TextAreaField } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { PortPairFields, usePortPair } from '../freight/kit.ts';
import {
  ContainerLinesField,
  containerLinesBody,
  emptyContainerLine,
} from '../workspace/container-lines-field.tsx';
import { RecordForm, useRecordForm } from '../workspace/record-form.tsx';
import { reservationProblemWords } from './reservation-words.ts';
import * as styles from './reservations.css.ts';

/**
 * "New advance booking": the ports, a week ahead, container lines, the cargo and remarks, checked
 * by the domain's rules before the call (the server checks them again) and sent once; `onCreated`
 * reloads the list.
 */
export function ReservationForm({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const pair = usePortPair();
  const criteria = useCriteria({
    etdWeek: '',
    containers: [emptyContainerLine()] as readonly ContainerRequest[],
    cargo: '',
    remarks: '',
  });
  const { etdWeek, containers, cargo, remarks } = criteria.values;
  const [, setEtdWeek] = criteria.field('etdWeek');
  const [, setContainers] = criteria.field('containers');
  const [, setCargo] = criteria.field('cargo');
  const [, setRemarks] = criteria.field('remarks');
  const sender = useRecordForm<keyof FormValues, ReservationProblem>(reservationProblemWords, onCreated);
  const { problems, text } = sender;
  const weeks = reservationWeeks(appNow());

  const submit = () => {
    const values: FormValues = {
      pol: pair.origin?.code ?? '',
      pod: pair.destination?.code ?? '',
      etdWeek,
      containers,
      cargo,
      remarks,
    };
    void sender.submit(
      reservationProblems(values, appNow()),
      () =>
        fetchData(ReservationPath.createReservation, {
          ...values,
          containers: containerLinesBody(containers),
        }),
      t`Your advance booking was sent for audit`,
      pair.both() !== null,
    );
  };

  return (
    <RecordForm
      label={t`New advance booking`}
      submitLabel={t`Send for audit`}
      sending={sender.sending}
      alert={sender.refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <PortPairFields pair={pair} places="seaports" />
        <div className={form.field}>
          <SelectField label={t`ETD week`} value={etdWeek} onChange={setEtdWeek}>
            <option value="">{t`Choose a week`}</option>
            {weeks.map((week) => (
              <option key={week.startDate} value={week.startDate}>
                {`${week.startDate} ~ ${week.endDate}`}
              </option>
            ))}
          </SelectField>
          {problems.etdWeek && (
            <p className={form.error} role="alert">
              {text(problems.etdWeek)}
            </p>
          )}
        </div>
      </div>
      <ContainerLinesField lines={containers} setLines={setContainers} problem={text(problems.containers)} />
      <TextAreaField
        label={t`Cargo description`}
        maxLength={RESERVATION_CARGO_MAX}
        value={cargo}
        error={text(problems.cargo)}
        onChange={(event) => setCargo(event.target.value)}
      />
      <TextAreaField
        label={t`Remarks`}
        optionalText={t`(optional)`}
        maxLength={RESERVATION_REMARKS_MAX}
        value={remarks}
        onChange={(event) => setRemarks(event.target.value)}
      />
    </RecordForm>
  );
}
