import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { CONTAINER_TYPES } from '../../../domain/freight/codes.ts';
import {
  type ReservationForm as FormValues,
  RESERVATION_CARGO_MAX,
  RESERVATION_REMARKS_MAX,
  type ReservationProblem,
  reservationProblems,
  reservationWeeks,
} from '../../../domain/reservations/reservation-rules.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { appNow } from '../../app/clock.ts';
import * as buttons from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useCriteria } from '../data-page/use-criteria.ts';
import { PortPairFields, usePortPair } from '../freight/kit.ts';
import { ContainerLinesField, emptyContainerLine } from '../workspace/container-lines-field.tsx';
import { reservationProblemWords } from './reservation-words.ts';
import * as styles from './reservations.css.ts';
import { createReservation } from './reservations-api.ts';

type Problems = Partial<Record<keyof FormValues, ReservationProblem>>;

/**
 * "New advance booking" (issue 11): the ports, a week ahead, container lines, the cargo and
 * remarks, checked by the domain's rules before the call (the server checks them again) and sent
 * once; `onCreated` reloads the list.
 */
export function ReservationForm({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const pair = usePortPair();
  const criteria = useCriteria({
    etdWeek: '',
    containers: [emptyContainerLine()] as readonly ContainerRequest[],
    cargo: '',
    remarks: '',
    problems: {} as Problems,
    sending: false,
    refusal: null as string | null,
  });
  const { etdWeek, containers, cargo, remarks, problems, sending, refusal } = criteria.values;
  const [, setEtdWeek] = criteria.field('etdWeek');
  const [, setContainers] = criteria.field('containers');
  const [, setCargo] = criteria.field('cargo');
  const [, setRemarks] = criteria.field('remarks');
  const [, setProblems] = criteria.field('problems');
  const [, setSending] = criteria.field('sending');
  const [, setRefusal] = criteria.field('refusal');
  const weeks = reservationWeeks(appNow());
  const ids = { cargo: useId(), remarks: useId(), lines: useId() };
  const text = (problem: ReservationProblem | undefined) =>
    problem ? i18n._(reservationProblemWords[problem]) : undefined;

  const submit = async () => {
    const places = pair.both();
    const values: FormValues = {
      pol: pair.origin?.code ?? '',
      pod: pair.destination?.code ?? '',
      etdWeek,
      containers,
      cargo,
      remarks,
    };
    const found = reservationProblems(values, appNow());
    setProblems(found);
    if (places === null || Object.keys(found).length > 0) return;
    setSending(true);
    setRefusal(null);
    try {
      await createReservation({
        ...values,
        containers: containers.map((line) => ({
          containerType: line.containerType as (typeof CONTAINER_TYPES)[number],
          quantity: line.quantity,
        })),
      });
      notify('success', t`Your advance booking was sent for audit`);
      onCreated();
    } catch (error) {
      setRefusal(serverMessageOf(error) ?? t`The network failed. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={`${form.form} ${styles.formPanel}`}
      aria-label={t`New advance booking`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {refusal && (
        <p className={form.error} role="alert">
          {refusal}
        </p>
      )}
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
      <ContainerLinesField
        lines={containers}
        setLines={setContainers}
        problem={problems.containers ? text(problems.containers) : undefined}
        problemId={ids.lines}
      />
      <div className={form.field}>
        <label className={form.label} htmlFor={ids.cargo}>
          {t`Cargo description`}
        </label>
        <textarea
          id={ids.cargo}
          className={`${form.input} ${styles.textArea}`}
          maxLength={RESERVATION_CARGO_MAX}
          value={cargo}
          aria-invalid={problems.cargo ? true : undefined}
          aria-describedby={problems.cargo ? `${ids.cargo}-error` : undefined}
          onChange={(event) => setCargo(event.target.value)}
        />
        {problems.cargo && (
          <p id={`${ids.cargo}-error`} className={form.error}>
            {text(problems.cargo)}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={ids.remarks}>
          {t`Remarks`}
          <span className={form.optional}>{t`(optional)`}</span>
        </label>
        <textarea
          id={ids.remarks}
          className={`${form.input} ${styles.textArea}`}
          maxLength={RESERVATION_REMARKS_MAX}
          value={remarks}
          onChange={(event) => setRemarks(event.target.value)}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton busy={sending}>{t`Send for audit`}</SubmitButton>
        <button type="button" className={buttons.outline} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </form>
  );
}
