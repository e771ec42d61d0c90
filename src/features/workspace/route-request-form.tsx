import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { TextAreaField } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { PortPairFields, usePortPair } from '../freight/kit.ts';
import { ContainerLinesField, containerLinesBody, emptyContainerLine } from './container-lines-field.tsx';
import { RecordForm, useRecordForm } from './record-form.tsx';
import * as styles from './records.css.ts';

/** What a request for space on a route holds beside its ETD: the ports, the lines, the cargo, a note. */
export interface RouteRequest {
  pol: string;
  pod: string;
  containers: readonly ContainerRequest[];
  cargo: string;
  note: string;
}

/**
 * A request for space on a route (an advance booking, a grab request): the ports and the caller's
 * ETD fields, container lines, the cargo and an optional note, checked by the domain's rules before
 * the call (the server checks them again) and sent once; `onDone` after the success toast.
 */
export function RouteRequestForm<TField extends string, TProblem extends string>({
  label,
  submitLabel,
  done,
  words,
  cargo: cargoField,
  note: noteField,
  check,
  send,
  onDone,
  onClose,
  children,
}: {
  label: string;
  submitLabel: string;
  /** The success toast. */
  done: string;
  words: Record<TProblem, MessageDescriptor>;
  /** The cargo's and the note's labels and most characters. */
  cargo: { label: string; max: number };
  note: { label: string; max: number };
  /** The domain's rules on the request and the caller's ETD. */
  check: (request: RouteRequest) => Partial<Record<TField | 'containers' | 'cargo', TProblem>>;
  send: (
    request: Omit<RouteRequest, 'containers'> & { containers: ReturnType<typeof containerLinesBody> },
  ) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  /** The ETD fields beside the ports, given the problem of a field in words. */
  children: (problemOf: (field: TField) => string | undefined) => ReactNode;
}) {
  const { t } = useLingui();
  const pair = usePortPair();
  const criteria = useCriteria({
    containers: [emptyContainerLine()] as readonly ContainerRequest[],
    cargo: '',
    note: '',
  });
  const { containers, cargo, note } = criteria.values;
  const [, setContainers] = criteria.field('containers');
  const [, setCargo] = criteria.field('cargo');
  const [, setNote] = criteria.field('note');
  const sender = useRecordForm<TField | 'containers' | 'cargo', TProblem>(words, onDone);
  const problemOf = (field: TField | 'containers' | 'cargo') => sender.text(sender.problems[field]);

  const submit = () => {
    const request = {
      pol: pair.origin?.code ?? '',
      pod: pair.destination?.code ?? '',
      containers,
      cargo,
      note,
    };
    void sender.submit(
      check(request),
      () => send({ ...request, containers: containerLinesBody(containers) }),
      done,
      pair.both() !== null,
    );
  };

  return (
    <RecordForm
      label={label}
      submitLabel={submitLabel}
      sending={sender.sending}
      alert={sender.refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <PortPairFields pair={pair} places="seaports" />
        {children(problemOf)}
      </div>
      <ContainerLinesField lines={containers} setLines={setContainers} problem={problemOf('containers')} />
      <TextAreaField
        label={cargoField.label}
        maxLength={cargoField.max}
        value={cargo}
        error={problemOf('cargo')}
        onChange={(event) => setCargo(event.target.value)}
      />
      <TextAreaField
        label={noteField.label}
        optionalText={t`(optional)`}
        maxLength={noteField.max}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </RecordForm>
  );
}
