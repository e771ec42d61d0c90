import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CONTAINER_TYPES } from '../../../domain/freight/codes.ts';
import {
  type OrderForm as FormValues,
  ORDER_CARGO_MAX,
  ORDER_PARTY_ADDRESS_MAX,
  ORDER_PARTY_NAME_MAX,
  ORDER_REMARKS_MAX,
  type OrderProblem,
  orderProblems,
} from '../../../domain/orders/order-rules.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { ApiFailure } from '../../api/client.ts';
import * as buttons from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../ui/form-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useCriteria } from '../data-page/use-criteria.ts';
import { ContainerLinesField, emptyContainerLine } from '../workspace/container-lines-field.tsx';
import { orderProblemWords } from './order-words.ts';
import * as styles from './orders.css.ts';
import { createOrder } from './orders-api.ts';

type Problems = Partial<Record<keyof FormValues, OrderProblem>>;

/** The form's text fields, each bound to one input. */
const TEXT_FIELDS = {
  cargoDescription: '',
  hsCode: '',
  grossWeightKg: '',
  packages: '',
  shipperName: '',
  shipperAddress: '',
  consigneeName: '',
  consigneeAddress: '',
  notifyName: '',
  notifyAddress: '',
  remarks: '',
};
type TextFieldName = keyof typeof TEXT_FIELDS;

/**
 * "Book from this rate" (issue 11): container lines, the cargo, the parties and remarks for the
 * rate or the saved quotation the link named, checked by the domain's rules before the call (the
 * server checks them again) and sent once; `onCreated` reloads the list.
 */
export function OrderForm({
  source,
  onCreated,
  onClose,
}: {
  source: { rateId: number | null; quotationId: string | null };
  onCreated: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const linesProblemId = useId();
  const criteria = useCriteria({
    ...TEXT_FIELDS,
    containers: [emptyContainerLine()] as readonly ContainerRequest[],
    problems: {} as Problems,
    sending: false,
    refusal: null as string | null,
  });
  const { values } = criteria;
  const [, setContainers] = criteria.field('containers');
  const [, setProblems] = criteria.field('problems');
  const [, setSending] = criteria.field('sending');
  const [, setRefusal] = criteria.field('refusal');
  const { containers, problems, sending, refusal } = values;
  const text = (problem: OrderProblem | undefined) =>
    problem ? i18n._(orderProblemWords[problem]) : undefined;
  const input = (name: TextFieldName, maxLength: number) => ({
    value: values[name],
    maxLength,
    onChange: (event: { target: { value: string } }) => criteria.field(name)[1](event.target.value),
  });
  const submit = async () => {
    const formValues: FormValues = {
      ...source,
      containers,
      cargoDescription: values.cargoDescription,
      hsCode: values.hsCode,
      grossWeightKg: values.grossWeightKg,
      packages: values.packages,
      shipper: { name: values.shipperName, address: values.shipperAddress },
      consignee: { name: values.consigneeName, address: values.consigneeAddress },
      notifyParty: { name: values.notifyName, address: values.notifyAddress },
      remarks: values.remarks,
    };
    const found = orderProblems(formValues);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setRefusal(null);
    try {
      await createOrder({
        ...(source.rateId === null ? {} : { rateId: source.rateId }),
        ...(source.quotationId === null ? {} : { quotationId: source.quotationId }),
        containers: containers.map((line) => ({
          containerType: line.containerType as (typeof CONTAINER_TYPES)[number],
          quantity: line.quantity,
        })),
        cargoDescription: formValues.cargoDescription,
        hsCode: formValues.hsCode,
        grossWeightKg: formValues.grossWeightKg,
        packages: formValues.packages,
        shipper: formValues.shipper,
        consignee: formValues.consignee,
        notifyParty: formValues.notifyParty,
        remarks: formValues.remarks,
      });
      notify('success', t`Your order was placed`);
      onCreated();
    } catch (error) {
      setRefusal(error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  const optional = t`(optional)`;
  return (
    <form
      className={`${form.form} ${styles.formPanel}`}
      aria-label={t`New order`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {(refusal || problems.rateId) && (
        <p className={form.error} role="alert">
          {refusal ?? text(problems.rateId)}
        </p>
      )}
      <ContainerLinesField
        lines={containers}
        setLines={setContainers}
        problem={problems.containers ? text(problems.containers) : undefined}
        problemId={linesProblemId}
      />
      <div className={styles.formGrid}>
        <TextField
          label={t`Cargo description`}
          error={text(problems.cargoDescription)}
          {...input('cargoDescription', ORDER_CARGO_MAX)}
        />
        <TextField
          label={t`HS code`}
          inputMode="numeric"
          error={text(problems.hsCode)}
          {...input('hsCode', 10)}
        />
        <TextField
          label={t`Gross weight (kg)`}
          inputMode="decimal"
          error={text(problems.grossWeightKg)}
          {...input('grossWeightKg', 13)}
        />
        <TextField
          label={t`Packages`}
          inputMode="numeric"
          error={text(problems.packages)}
          {...input('packages', 9)}
        />
      </div>
      <div className={styles.formGrid}>
        <TextField
          label={t`Shipper name`}
          error={problems.shipper === 'shipperNameRequired' ? text(problems.shipper) : undefined}
          {...input('shipperName', ORDER_PARTY_NAME_MAX)}
        />
        <TextField
          label={t`Shipper address`}
          error={problems.shipper === 'shipperAddressRequired' ? text(problems.shipper) : undefined}
          {...input('shipperAddress', ORDER_PARTY_ADDRESS_MAX)}
        />
        <TextField
          label={t`Consignee name`}
          error={problems.consignee === 'consigneeNameRequired' ? text(problems.consignee) : undefined}
          {...input('consigneeName', ORDER_PARTY_NAME_MAX)}
        />
        <TextField
          label={t`Consignee address`}
          error={problems.consignee === 'consigneeAddressRequired' ? text(problems.consignee) : undefined}
          {...input('consigneeAddress', ORDER_PARTY_ADDRESS_MAX)}
        />
        <TextField
          label={t`Notify party name`}
          optionalText={optional}
          error={text(problems.notifyParty)}
          {...input('notifyName', ORDER_PARTY_NAME_MAX)}
        />
        <TextField
          label={t`Notify party address`}
          optionalText={optional}
          {...input('notifyAddress', ORDER_PARTY_ADDRESS_MAX)}
        />
      </div>
      <TextField label={t`Remarks`} optionalText={optional} {...input('remarks', ORDER_REMARKS_MAX)} />
      <div className={styles.formActions}>
        <SubmitButton busy={sending}>{t`Place the order`}</SubmitButton>
        <button type="button" className={buttons.outline} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </form>
  );
}
