import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import {
  containersWithinReservation,
  type OrderForm as FormValues,
  ORDER_CARGO_MAX,
  ORDER_PARTY_ADDRESS_MAX,
  ORDER_PARTY_NAME_MAX,
  ORDER_REMARKS_MAX,
  type OrderInput,
  type OrderProblem,
  orderInputProblems,
} from '../../../domain/orders/order-rules.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { fetchData } from '../../api/client.ts';
import { localText } from '../../ui/date-time.ts';
import * as form from '../../ui/form.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';

import {
  ContainerLinesField,
  containerLinesBody,
  emptyContainerLine,
} from '../workspace/container-lines-field.tsx';
import { RecordForm, useRecordForm } from '../workspace/record-form.tsx';
import { BookedRate, type OrderRateRequest, useLinePrice, useOrderRate } from './order-rate.tsx';
import { orderProblemWords } from './order-words.ts';
import * as styles from './orders.css.ts';
import { loadReservationSource, type ReservationSource } from './reservation-source.ts';

/**
 * What the order is placed from: a rate or a saved quotation (the link from the rates or the
 * quotations page), or an approved advance booking (`reservationId`, its "Place order").
 */
export interface OrderSource {
  rateId: number | null;
  quotationId: string | null;
  reservationId?: number | null;
}

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
 * "Book from this rate": container lines, the cargo, the parties and remarks for the
 * rate or the saved quotation the link named, checked by the domain’s rules before the call, every
 * problem of every input at once (the
 * server checks them again) and sent once; `onCreated` reloads the list. From an approved advance
 * booking, the form is prefilled with its container lines and cargo, shows its ports and week, and
 * asks for one of the week's sailings; the customer adds what a reservation does not hold.
 */
export function OrderForm({
  source,
  onCreated,
  onClose,
}: {
  source: OrderSource;
  onCreated: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const reservationId = source.reservationId ?? null;
  const criteria = useCriteria({
    ...TEXT_FIELDS,
    containers: [emptyContainerLine()] as readonly ContainerRequest[],
    /** The sailing chosen for an order from an advance booking (its rate). */
    sailing: '',
    reserved: null as ReservationSource | null,
  });
  const { values } = criteria;
  const [, setContainers] = criteria.field('containers');
  const [, setReserved] = criteria.field('reserved');
  const [, setSailing] = criteria.field('sailing');
  const [, setCargo] = criteria.field('cargoDescription');
  const { containers, reserved } = values;
  const sender = useRecordForm<OrderInput, OrderProblem>(orderProblemWords, onCreated);
  const { problems, text } = sender;
  const rateId = reservationId === null ? source.rateId : Number(values.sailing) || null;
  // What is booked, shown before the order is placed: the rate (or the chosen sailing) and its prices.
  const rateRequest: OrderRateRequest | null =
    reservationId !== null
      ? rateId === null
        ? null
        : { rateId, reservationId }
      : source.quotationId !== null
        ? { quotationId: source.quotationId }
        : rateId === null
          ? null
          : { rateId };
  const rate = useOrderRate(rateRequest, sender.refuse);
  const linePrice = useLinePrice(rate);
  // A rate prices its own container types only: the lines offer those (an advance booking's are its own).
  const offered =
    reservationId === null && rate !== null ? rate.prices.map((price) => price.containerType) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per rate loaded
  useEffect(() => {
    if (offered === undefined) return;
    // Lines of types the rate does not price go; the quantity typed meanwhile stays.
    setContainers((current) => {
      const kept = current.filter((line) => offered.includes(line.containerType));
      return kept.length > 0
        ? kept
        : [{ ...emptyContainerLine(offered), quantity: current[0]?.quantity ?? '' }];
    });
  }, [rate]);

  // The advance booking's lines and cargo prefill the form once, with the week's first sailing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the setters are stable; load once per reservation
  useEffect(() => {
    if (reservationId === null) return;
    const controller = new AbortController();
    loadReservationSource(reservationId, controller.signal).then(
      (found) => {
        setReserved(found);
        setContainers(
          found.reservation.containers.map((line) => ({
            containerType: line.containerType,
            quantity: String(line.quantity),
          })),
        );
        setCargo(found.reservation.cargo);
        setSailing(String(found.sailings[0]?.rateId ?? ''));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sender.refuse(error);
      },
    );
    return () => controller.abort();
  }, [reservationId]);
  const input = (name: TextFieldName, maxLength: number) => ({
    value: values[name],
    maxLength,
    onChange: (event: { target: { value: string } }) => criteria.field(name)[1](event.target.value),
  });
  const submit = () => {
    const formValues: FormValues = {
      rateId,
      quotationId: source.quotationId,
      reservationId,
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
    const found = orderInputProblems(formValues);
    if (
      reserved !== null &&
      found.containers === undefined &&
      !containersWithinReservation(containers, reserved.reservation.containers)
    )
      found.containers = 'containersNotReserved';
    const create = () =>
      fetchData(OrderPath.createOrder, {
        ...(rateId === null ? {} : { rateId }),
        ...(source.quotationId === null ? {} : { quotationId: source.quotationId }),
        ...(reservationId === null ? {} : { reservationId }),
        containers: containerLinesBody(containers),
        cargoDescription: formValues.cargoDescription,
        hsCode: formValues.hsCode,
        grossWeightKg: formValues.grossWeightKg,
        packages: formValues.packages,
        shipper: formValues.shipper,
        consignee: formValues.consignee,
        notifyParty: formValues.notifyParty,
        remarks: formValues.remarks,
      });
    void sender.submit(found, create, t`Your order was placed`);
  };

  const optional = t`(optional)`;
  return (
    <RecordForm
      label={t`New order`}
      submitLabel={t`Place the order`}
      sending={sender.sending}
      // Without an advance booking, a missing rate is the form's, not a field's.
      alert={sender.refusal ?? (reservationId === null ? text(problems.rateId) : null)}
      onSubmit={submit}
      onClose={onClose}
    >
      {reservationId !== null && (
        <ReservationSailing
          reservationId={reservationId}
          reserved={reserved}
          sailing={values.sailing}
          onSailing={setSailing}
          problem={text(problems.rateId)}
        />
      )}
      {rate !== null && <BookedRate rate={rate} lines={containers} />}
      <ContainerLinesField
        lines={containers}
        setLines={setContainers}
        problem={text(problems.containers)}
        types={offered}
        noteOf={linePrice}
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
          hint={t`6 to 10 digits, without dots or spaces`}
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
          error={text(problems.shipperName)}
          {...input('shipperName', ORDER_PARTY_NAME_MAX)}
        />
        <TextField
          label={t`Shipper address`}
          error={text(problems.shipperAddress)}
          {...input('shipperAddress', ORDER_PARTY_ADDRESS_MAX)}
        />
        <TextField
          label={t`Consignee name`}
          error={text(problems.consigneeName)}
          {...input('consigneeName', ORDER_PARTY_NAME_MAX)}
        />
        <TextField
          label={t`Consignee address`}
          error={text(problems.consigneeAddress)}
          {...input('consigneeAddress', ORDER_PARTY_ADDRESS_MAX)}
        />
        <TextField
          label={t`Notify party name`}
          optionalText={optional}
          error={text(problems.notifyName)}
          {...input('notifyName', ORDER_PARTY_NAME_MAX)}
        />
        <TextField
          label={t`Notify party address`}
          optionalText={optional}
          error={text(problems.notifyAddress)}
          {...input('notifyAddress', ORDER_PARTY_ADDRESS_MAX)}
        />
      </div>
      <TextField label={t`Remarks`} optionalText={optional} {...input('remarks', ORDER_REMARKS_MAX)} />
    </RecordForm>
  );
}

/**
 * The advance booking an order is placed from: its number, ports and week as reserved, and the
 * week's sailings to choose from (each with the all-in price of its rate, as the rate search shows
 * it: the order is on that rate like an order booked from the rates page).
 */
function ReservationSailing({
  reservationId,
  reserved,
  sailing,
  onSailing,
  problem,
}: {
  reservationId: number;
  reserved: ReservationSource | null;
  sailing: string;
  onSailing: (rateId: string) => void;
  problem: string | undefined;
}) {
  const { t, i18n } = useLingui();
  if (reserved === null)
    return <p className={styles.muted}>{t`Loading advance booking #${reservationId}…`}</p>;
  const { pol, pod, etdWeekStart, etdWeekEnd } = reserved.reservation;
  const price = (allIn: number | null, currency: string) =>
    allIn === null ? '' : ` · ${formatMoney(allIn, currency, i18n.locale)}`;
  return (
    <section className={styles.formGrid} aria-label={t`From advance booking #${reservationId}`}>
      <p>
        <strong>{t`From advance booking #${reservationId}`}</strong>
        <br />
        {pol} → {pod} · {t`ETD week ${etdWeekStart} ~ ${etdWeekEnd}`}
      </p>
      {reserved.sailings.length === 0 ? (
        <p className={form.error} role="alert">
          {t`No sailing of this week between these ports is published yet. Place the order once the week’s sailings are out.`}
        </p>
      ) : (
        <div>
          <SelectField label={t`Sailing`} value={sailing} onChange={onSailing}>
            {reserved.sailings.map((choice) => (
              <option key={choice.rateId} value={String(choice.rateId)}>
                {`${choice.carrier} · ${choice.vesselName} ${choice.voyageNumber} · ETD ${localText(choice.etd)} · ${choice.containerType}${price(choice.allIn, choice.currency)}`}
              </option>
            ))}
          </SelectField>
          {problem && (
            <p className={form.error} role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
