import { useLingui } from '@lingui/react/macro';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import {
  type GrabRequestForm as FormValues,
  GRAB_CARGO_MAX,
  GRAB_REQUIREMENTS_MAX,
  type GrabRequestProblem,
  grabRequestProblems,
} from '../../../domain/grab-requests/grab-request-rules.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { fetchData } from '../../api/client.ts';
import { appNow } from '../../app/clock.ts';
import { TextAreaField, TextField } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { PortPairFields, usePortPair } from '../freight/kit.ts';
import {
  ContainerLinesField,
  containerLinesBody,
  emptyContainerLine,
} from '../workspace/container-lines-field.tsx';
import { RecordForm, useRecordForm } from '../workspace/record-form.tsx';
import { grabRequestProblemWords } from './grab-request-words.ts';
import * as styles from './grab-requests.css.ts';

/**
 * "Apply for space" (spec §3 spot booking): the ports, the ETD range, container lines, the cargo
 * and special requirements, checked by the domain's rules before the call (the server checks them
 * again) and sent once; `onApplied` tells the page.
 */
export function GrabRequestForm({ onApplied, onClose }: { onApplied: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const pair = usePortPair();
  const criteria = useCriteria({
    etdStart: '',
    etdEnd: '',
    containers: [emptyContainerLine()] as readonly ContainerRequest[],
    cargo: '',
    specialRequirements: '',
  });
  const { etdStart, etdEnd, containers, cargo, specialRequirements } = criteria.values;
  const [, setEtdStart] = criteria.field('etdStart');
  const [, setEtdEnd] = criteria.field('etdEnd');
  const [, setContainers] = criteria.field('containers');
  const [, setCargo] = criteria.field('cargo');
  const [, setRequirements] = criteria.field('specialRequirements');
  const sender = useRecordForm<keyof FormValues, GrabRequestProblem>(grabRequestProblemWords, onApplied);
  const { problems, text } = sender;

  const submit = () => {
    const values: FormValues = {
      pol: pair.origin?.code ?? '',
      pod: pair.destination?.code ?? '',
      etdStart,
      etdEnd,
      containers,
      cargo,
      specialRequirements,
    };
    void sender.submit(
      grabRequestProblems(values, appNow()),
      () =>
        fetchData(GrabRequestPath.applyGrabRequest, {
          ...values,
          containers: containerLinesBody(containers),
        }),
      t`Your grab request was sent; customer service will handle it`,
      pair.both() !== null,
    );
  };

  return (
    <RecordForm
      label={t`Apply for space`}
      submitLabel={t`Apply for space`}
      sending={sender.sending}
      alert={sender.refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <PortPairFields pair={pair} places="seaports" />
        <TextField
          type="date"
          label={t`Start ETD`}
          value={etdStart}
          error={text(problems.etdStart)}
          onChange={(event) => setEtdStart(event.target.value)}
        />
        <TextField
          type="date"
          label={t`End ETD`}
          value={etdEnd}
          error={text(problems.etdEnd)}
          onChange={(event) => setEtdEnd(event.target.value)}
        />
      </div>
      <ContainerLinesField lines={containers} setLines={setContainers} problem={text(problems.containers)} />
      <TextAreaField
        label={t`Cargo information`}
        maxLength={GRAB_CARGO_MAX}
        value={cargo}
        error={text(problems.cargo)}
        onChange={(event) => setCargo(event.target.value)}
      />
      <TextAreaField
        label={t`Special requirements`}
        optionalText={t`(optional)`}
        maxLength={GRAB_REQUIREMENTS_MAX}
        value={specialRequirements}
        onChange={(event) => setRequirements(event.target.value)}
      />
    </RecordForm>
  );
}
