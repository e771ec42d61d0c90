/**
 * Staff's moves of an order in their queue (spec §4's steps): on to the next step, with the number
 * the step needs, or one step back with a reason for the audit trail. Each is confirmed in a dialog
 * naming the order and the step, so that one stray click no longer moves an order and mails its
 * customer. A step the sailing's schedule still holds back (B/L confirm before the ETD, done before
 * the ETA; domain/orders/order-schedule.ts, applied by the server) is disabled, saying from when.
 */
import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useId, useState } from 'react';
import type { OrderView } from '../../../domain/api/order.ts';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import {
  backStepOf,
  ORDER_BACK_REASON_MAX,
  type OrderAdvanceEvent,
  type OrderNumberField,
  type OrderState,
  orderKind,
} from '../../../domain/orders/order-progress.ts';
import { scheduleMarkOf } from '../../../domain/orders/order-schedule.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import * as buttons from '../../ui/button.css.ts';
import { wallText } from '../../ui/date-time.ts';
import { overlay } from '../../ui/dialog.css.ts';
import { TextAreaField } from '../../ui/form-field.tsx';
import { NoAction, type RecordAction, useRecordAction } from '../workspace/record-actions.tsx';
import { orderStepWords } from './order-words.ts';
import * as styles from './orders.css.ts';
import { orderCalls } from './orders-api.ts';

type Row = Pick<OrderView, 'orderId' | 'step' | 'nextStep' | 'nextStepFrom'>;

/** A button that opens a modal question; `confirm` runs the move, and the dialog closes once it did. */
export function ConfirmStep({
  label,
  ariaLabel,
  disabled,
  describedBy,
  title,
  children,
  yes,
  ready,
  busy,
  onConfirm,
}: {
  label: string;
  ariaLabel: string;
  disabled: boolean;
  describedBy?: string | undefined;
  title: string;
  children: ReactNode;
  yes: string;
  ready: boolean;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={buttons.secondary}
          disabled={disabled || busy}
          aria-label={ariaLabel}
          aria-describedby={describedBy}
        >
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={styles.stepDialog}>
          <Dialog.Title className={styles.stepDialogTitle}>{title}</Dialog.Title>
          {children}
          <div className={styles.formActions}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={!ready || busy}
              onClick={() => void onConfirm().then((done) => done && setOpen(false))}
            >
              {yes}
            </button>
            <Dialog.Close asChild>
              <button type="button" className={buttons.outline}>
                {t`Keep it`}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function OrderStepActions({
  row,
  viewer,
  onMoved,
}: {
  row: Row;
  viewer: RecordViewer;
  onMoved: () => void;
}) {
  const { t, i18n } = useLingui();
  const action = useRecordAction(onMoved);
  const { orderId: id, step, nextStep } = row;
  const next = nextStep !== null && orderKind.canOffer(step, nextStep, viewer) ? nextStep : null;
  const backEvent = backStepOf(step);
  const back = backEvent !== null && orderKind.canOffer(step, backEvent, viewer) ? backEvent : null;
  const previous = back === null ? null : orderKind.next(step, back, 'staff');
  if (next === null && (back === null || previous === null)) return <NoAction />;
  const nameOf = (target: OrderState) => i18n._(orderStepWords[target]);
  const moved = (stepName: string) => t`Order #${id} moved to ${stepName}`;
  return (
    <span className={styles.actions}>
      {next !== null && (
        <AdvanceStep
          row={row}
          next={next}
          viewer={viewer}
          action={action}
          stepName={nameOf(next)}
          moved={moved}
        />
      )}
      {back !== null && previous !== null && (
        <StepBack
          id={id}
          target={nameOf(previous)}
          busy={action.busy}
          ready={(reason) => orderKind.canMove(step, back, viewer, { reason })}
          onConfirm={(reason) =>
            action.run(
              () => orderCalls.move(OrderPath.stepBackOrder, id, { step: back, reason }),
              moved(nameOf(previous)),
            )
          }
        />
      )}
    </span>
  );
}

/**
 * "Advance to <next step>": the number the step needs, then the dialog; disabled while the number
 * is missing or the sailing's schedule still holds the step back, saying from when.
 */
function AdvanceStep({
  row,
  next,
  viewer,
  action,
  stepName,
  moved,
}: {
  row: Row;
  next: OrderAdvanceEvent;
  viewer: RecordViewer;
  action: RecordAction;
  stepName: string;
  moved: (stepName: string) => string;
}) {
  const { t } = useLingui();
  const heldId = useId();
  const [numbers, setNumbers] = useState<Partial<Record<OrderNumberField, string>>>({});
  const { orderId: id, step, nextStepFrom } = row;
  const needed = orderKind.needs(next);
  const given = Object.fromEntries(needed.map((field) => [field, numbers[field]?.trim() ?? '']));
  const numberLabels: Partial<Record<OrderNumberField, { label: string; placeholder: string }>> = {
    bookingNumber: { label: t`Booking number of order #${id}`, placeholder: t`Booking number` },
    blNumber: { label: t`B/L number of order #${id}`, placeholder: t`B/L number` },
  };
  return (
    <>
      {needed.map((field) => (
        <input
          key={field}
          className={styles.reasonInput}
          aria-label={numberLabels[field]?.label}
          placeholder={numberLabels[field]?.placeholder}
          maxLength={orderKind.fields[field].max}
          value={numbers[field] ?? ''}
          onChange={(change) => setNumbers((current) => ({ ...current, [field]: change.target.value }))}
        />
      ))}
      <ConfirmStep
        label={t`Advance to ${stepName}`}
        ariaLabel={t`Advance order #${id} to ${stepName}`}
        disabled={nextStepFrom !== null || !orderKind.canMove(step, next, viewer, given)}
        describedBy={nextStepFrom === null ? undefined : heldId}
        title={t`Move order #${id} to ${stepName}?`}
        yes={t`Yes, move to ${stepName}`}
        ready
        busy={action.busy}
        onConfirm={() =>
          action.run(
            () => orderCalls.move(OrderPath.advanceOrder, id, { step: next, ...given }),
            moved(stepName),
          )
        }
      >
        <Dialog.Description>{t`The customer is told of the new step.`}</Dialog.Description>
      </ConfirmStep>
      {nextStepFrom !== null && (
        <span id={heldId} className={styles.muted}>
          {scheduleMarkOf(next) === 'eta'
            ? t`Possible once the vessel has arrived: from ${wallText(nextStepFrom)} (port of discharge time)`
            : t`Possible once the vessel has sailed: from ${wallText(nextStepFrom)} (port of loading time)`}
        </span>
      )}
    </>
  );
}

/** "Step back": asks for the reason in its dialog, which the audit trail keeps. */
function StepBack({
  id,
  target,
  busy,
  ready,
  onConfirm,
}: {
  id: number;
  target: string;
  busy: boolean;
  ready: (reason: string) => boolean;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  return (
    <ConfirmStep
      label={t`Step back`}
      ariaLabel={t`Take order #${id} back to ${target}`}
      disabled={false}
      title={t`Take order #${id} back to ${target}?`}
      yes={t`Yes, take it back`}
      ready={ready(reason.trim())}
      busy={busy}
      onConfirm={() => onConfirm(reason.trim())}
    >
      <Dialog.Description>{t`The reason is kept in the order’s history; the customer is told of the step.`}</Dialog.Description>
      <TextAreaField
        label={t`Reason`}
        maxLength={ORDER_BACK_REASON_MAX}
        value={reason}
        onChange={(change) => setReason(change.target.value)}
      />
    </ConfirmStep>
  );
}
