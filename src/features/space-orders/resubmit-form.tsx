/**
 * A returned space order (spec §3: returned with a reason) in My Space: the deadline to correct it,
 * on the company's clock with its offset, and the form to upload a corrected attorney file, say what
 * was corrected and resubmit it; the record kernel decides when the button is enabled.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { SpaceOrderView } from '../../../domain/api/booking.ts';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import { spaceOrderKind } from '../../../domain/booking/space-order-lifecycle.ts';
import { uploadFile } from '../../api/files.ts';
import * as buttons from '../../ui/button.css.ts';
import { instantText } from '../../ui/date-time.ts';
import * as form from '../../ui/form.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { resubmitSpaceOrder } from '../booking/booking-api.ts';
import { useRecordAction } from '../workspace/record-actions.tsx';
import { ownerViewer } from '../workspace/record-viewer.ts';
import * as styles from './space-orders-page.css.ts';

export function ReturnedOrder({
  order,
  onResubmitted,
}: {
  order: SpaceOrderView;
  onResubmitted: () => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const deadline = order.resubmitBy;
  if (deadline === null) return null;
  // On the company's clock, with its offset and zone name (src/ui/date-time.ts).
  const when = instantText(deadline.at, i18n.locale, deadline.timeZone);
  const { orderNo } = order;
  return (
    <span className={styles.cellLines}>
      <span className={styles.reason}>
        {t`Correct and resubmit by`} <time dateTime={deadline.at}>{when}</time>
      </span>
      {open ? (
        <ResubmitForm order={order} onResubmitted={onResubmitted} onCancel={() => setOpen(false)} />
      ) : (
        <button
          type="button"
          className={buttons.secondary}
          aria-label={t`Correct and resubmit order ${orderNo}`}
          onClick={() => setOpen(true)}
        >
          {t`Correct and resubmit`}
        </button>
      )}
    </span>
  );
}

function ResubmitForm({
  order,
  onResubmitted,
  onCancel,
}: {
  order: SpaceOrderView;
  onResubmitted: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const ids = useId();
  const [attorneyFile, setAttorneyFile] = useState('');
  const [uploading, setUploading] = useState(false);
  const [note, setNote] = useState('');
  const { busy, run } = useRecordAction(onResubmitted);
  const values = { attorneyFile, note: note.trim() };
  const ready = spaceOrderKind.canMove(order.status, 'resubmit', ownerViewer, values);
  const choose = async (file: File | undefined) => {
    setAttorneyFile('');
    if (file === undefined) return;
    setUploading(true);
    try {
      setAttorneyFile((await uploadFile(file)).alifileName);
    } catch (error) {
      notify('error', serverMessageOf(error) ?? t`The network failed. Please try again.`);
    } finally {
      setUploading(false);
    }
  };
  return (
    <form
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready)
          void run(
            () => resubmitSpaceOrder({ orderId: order.orderId, ...values }),
            t`The order is resubmitted`,
          );
      }}
    >
      <label className={form.field} htmlFor={`${ids}-file`}>
        <span className={form.label}>{t`Corrected attorney file`}</span>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          onChange={(change) => void choose(change.target.files?.[0])}
        />
      </label>
      <label className={form.field} htmlFor={`${ids}-note`}>
        <span className={form.label}>{t`What did you correct?`}</span>
        <textarea
          id={`${ids}-note`}
          className={`${form.input} ${form.textArea}`}
          maxLength={spaceOrderKind.fields.note.max}
          value={note}
          onChange={(change) => setNote(change.target.value)}
        />
      </label>
      <span className={styles.actions}>
        <button type="submit" className={buttons.secondary} disabled={busy || uploading || !ready}>
          {t`Resubmit`}
        </button>
        <button type="button" className={buttons.outline} onClick={onCancel}>
          {t`Cancel`}
        </button>
      </span>
    </form>
  );
}
