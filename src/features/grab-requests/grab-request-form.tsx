import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { CONTAINER_TYPES } from '../../../domain/freight/codes.ts';
import {
  type GrabRequestForm as FormValues,
  GRAB_CARGO_MAX,
  GRAB_REQUIREMENTS_MAX,
  type GrabRequestProblem,
  grabRequestProblems,
} from '../../../domain/grab-requests/grab-request-rules.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { appNow } from '../../app/clock.ts';
import * as buttons from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useCriteria } from '../data-page/use-criteria.ts';
import { PortPairFields, usePortPair } from '../freight/kit.ts';
import { ContainerLinesField, emptyContainerLine } from '../workspace/container-lines-field.tsx';
import { grabRequestProblemWords } from './grab-request-words.ts';
import * as styles from './grab-requests.css.ts';
import { applyGrabRequest } from './grab-requests-api.ts';

type Problems = Partial<Record<keyof FormValues, GrabRequestProblem>>;

/**
 * "Apply for space" (spec §3 spot booking, issue 11): the ports, the ETD range, container lines,
 * the cargo and special requirements, checked by the domain's rules before the call (the server
 * checks them again) and sent once; `onApplied` tells the page.
 */
export function GrabRequestForm({ onApplied, onClose }: { onApplied: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const pair = usePortPair();
  const criteria = useCriteria({
    etdStart: '',
    etdEnd: '',
    containers: [emptyContainerLine()] as readonly ContainerRequest[],
    cargo: '',
    specialRequirements: '',
    problems: {} as Problems,
    sending: false,
    refusal: null as string | null,
  });
  const { etdStart, etdEnd, containers, cargo, specialRequirements, problems, sending, refusal } =
    criteria.values;
  const [, setEtdStart] = criteria.field('etdStart');
  const [, setEtdEnd] = criteria.field('etdEnd');
  const [, setContainers] = criteria.field('containers');
  const [, setCargo] = criteria.field('cargo');
  const [, setRequirements] = criteria.field('specialRequirements');
  const [, setProblems] = criteria.field('problems');
  const [, setSending] = criteria.field('sending');
  const [, setRefusal] = criteria.field('refusal');
  const ids = { start: useId(), end: useId(), cargo: useId(), requirements: useId(), lines: useId() };
  const text = (problem: GrabRequestProblem | undefined) =>
    problem ? i18n._(grabRequestProblemWords[problem]) : undefined;

  const submit = async () => {
    const places = pair.both();
    const values: FormValues = {
      pol: pair.origin?.code ?? '',
      pod: pair.destination?.code ?? '',
      etdStart,
      etdEnd,
      containers,
      cargo,
      specialRequirements,
    };
    const found = grabRequestProblems(values, appNow());
    setProblems(found);
    if (places === null || Object.keys(found).length > 0) return;
    setSending(true);
    setRefusal(null);
    try {
      await applyGrabRequest({
        ...values,
        containers: containers.map((line) => ({
          containerType: line.containerType as (typeof CONTAINER_TYPES)[number],
          quantity: line.quantity,
        })),
      });
      notify('success', t`Your grab request was sent; customer service will handle it`);
      onApplied();
    } catch (error) {
      setRefusal(serverMessageOf(error) ?? t`The network failed. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  const dateField = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    problem: GrabRequestProblem | undefined,
  ) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={form.input}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-error`} className={form.error}>
          {text(problem)}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={`${form.form} ${styles.formPanel}`}
      aria-label={t`Apply for space`}
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
        {dateField(ids.start, t`Start ETD`, etdStart, setEtdStart, problems.etdStart)}
        {dateField(ids.end, t`End ETD`, etdEnd, setEtdEnd, problems.etdEnd)}
      </div>
      <ContainerLinesField
        lines={containers}
        setLines={setContainers}
        problem={problems.containers ? text(problems.containers) : undefined}
        problemId={ids.lines}
      />
      <div className={form.field}>
        <label className={form.label} htmlFor={ids.cargo}>
          {t`Cargo information`}
        </label>
        <textarea
          id={ids.cargo}
          className={`${form.input} ${styles.textArea}`}
          maxLength={GRAB_CARGO_MAX}
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
        <label className={form.label} htmlFor={ids.requirements}>
          {t`Special requirements`}
          <span className={form.optional}>{t`(optional)`}</span>
        </label>
        <textarea
          id={ids.requirements}
          className={`${form.input} ${styles.textArea}`}
          maxLength={GRAB_REQUIREMENTS_MAX}
          value={specialRequirements}
          onChange={(event) => setRequirements(event.target.value)}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton busy={sending}>{t`Apply for space`}</SubmitButton>
        <button type="button" className={buttons.outline} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </form>
  );
}
