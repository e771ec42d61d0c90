import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { SpaceOrderView, UploadedFileAnswer } from '../../../domain/api/booking.ts';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import { uploadFile } from '../../api/files.ts';
import { overlay } from '../../ui/dialog.css.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import * as bookingStyles from '../booking/booking.css.ts';
import {
  getAttorneyFileOnFile,
  keepAttorneyFileOnFile,
  openSpaceOrderPayment,
} from '../booking/booking-api.ts';
import { OfferDeadline } from '../booking/offer-deadline.tsx';
import * as styles from './space-orders-page.css.ts';

const ATTORNEY_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/**
 * An offer in My Space (a granted grab request): the deadline it is held until, and the way to pay.
 * Paying opens the payment (its 3-minute window starts on the server, spec §4); the first opening
 * asks for the power of attorney every space order needs (spec §5), the one on file or an upload.
 */
export function OfferActions({
  order,
  onOpened,
}: {
  order: SpaceOrderView;
  /** The payment is open: the payment dialog takes over. */
  onOpened: (orderId: number) => void;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { orderNo, orderId } = order;

  const open = async (attorneyFile?: string): Promise<boolean> => {
    try {
      await openSpaceOrderPayment({ orderId, ...(attorneyFile ? { attorneyFile } : {}) });
      onOpened(orderId);
      return true;
    } catch (error) {
      setProblem(serverMessageOf(error) ?? t`The payment could not be opened. Please try again.`);
      return false;
    }
  };

  const pay = async () => {
    setProblem(null);
    if (order.attorneyFile === null) {
      setAsking(true);
      return;
    }
    setBusy(true);
    await open();
    setBusy(false);
  };

  return (
    <span className={styles.cellLines}>
      {order.offerExpiresAt && <OfferDeadline at={order.offerExpiresAt} />}
      <span className={styles.actions}>
        <button
          type="button"
          className={styles.pay}
          aria-label={t`Pay order ${orderNo}`}
          aria-busy={busy}
          disabled={busy}
          onClick={pay}
        >
          {t`Pay`}
        </button>
      </span>
      {problem && !asking && (
        <span className={styles.reason} role="alert">
          {problem}
        </span>
      )}
      {asking && (
        <AttorneyFileDialog
          orderNo={orderNo}
          problem={problem}
          onClose={() => setAsking(false)}
          onSubmit={async (attorneyFile) => {
            setProblem(null);
            if (await open(attorneyFile)) setAsking(false);
          }}
          onProblem={setProblem}
        />
      )}
    </span>
  );
}

/**
 * The power of attorney for an offer's first opening: the one on file (spec §5, picked instead of
 * uploading it again), or a file uploaded now, which may be kept on file for later bookings.
 */
function AttorneyFileDialog({
  orderNo,
  problem,
  onClose,
  onSubmit,
  onProblem,
}: {
  orderNo: string;
  problem: string | null;
  onClose: () => void;
  onSubmit: (attorneyFile: string) => Promise<void>;
  onProblem: (message: string) => void;
}) {
  const { t } = useLingui();
  const [onFile, setOnFile] = useState<UploadedFileAnswer | null>(null);
  const [useOnFile, setUseOnFile] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [keep, setKeep] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    getAttorneyFileOnFile(abort.signal)
      .then(({ attorneyFile }) => {
        setOnFile(attorneyFile);
        setUseOnFile(attorneyFile !== null);
      })
      // Without it the customer uploads the file, as before.
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  const chosenFile = async (): Promise<string | null> => {
    if (useOnFile && onFile) return onFile.alifileName;
    if (file === null) {
      onProblem(t`Please upload the attorney file`);
      return null;
    }
    const uploaded = await uploadFile(file);
    if (keep) await keepAttorneyFileOnFile(uploaded.alifileName);
    return uploaded.alifileName;
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={bookingStyles.content} aria-describedby={undefined}>
          <Dialog.Title className={bookingStyles.title}>{t`Pay order ${orderNo}`}</Dialog.Title>
          <form
            className={form.form}
            noValidate
            onSubmit={async (event) => {
              event.preventDefault();
              setBusy(true);
              try {
                const attorneyFile = await chosenFile();
                if (attorneyFile !== null) await onSubmit(attorneyFile);
              } catch (error) {
                onProblem(serverMessageOf(error) ?? t`The file could not be sent. Please try again.`);
              } finally {
                setBusy(false);
              }
            }}
          >
            <p className={bookingStyles.note}>
              {t`Every space order needs the power of attorney. The 3-minute payment window starts when you continue.`}
            </p>
            {onFile && (
              <fieldset className={form.field}>
                <legend className={form.label}>{t`Power of attorney`}</legend>
                <label>
                  <input
                    type="radio"
                    name="offer-attorney-source"
                    checked={useOnFile}
                    onChange={() => setUseOnFile(true)}
                  />{' '}
                  {t`The one on file: ${onFile.fileName}`}
                </label>
                <label>
                  <input
                    type="radio"
                    name="offer-attorney-source"
                    checked={!useOnFile}
                    onChange={() => setUseOnFile(false)}
                  />{' '}
                  {t`Upload another file`}
                </label>
              </fieldset>
            )}
            {!useOnFile && (
              <div className={form.field}>
                <label className={form.label} htmlFor="offer-attorney-file">
                  {t`Power of attorney (PDF, JPG or PNG, at most 10 MB)`}
                </label>
                <input
                  id="offer-attorney-file"
                  type="file"
                  accept={ATTORNEY_FILE_ACCEPT}
                  disabled={busy}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
                <label>
                  <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />{' '}
                  {t`Keep this file on file for later bookings`}
                </label>
              </div>
            )}
            {problem && (
              <p className={bookingStyles.error} role="alert">
                {problem}
              </p>
            )}
            <div className={bookingStyles.actions}>
              <SubmitButton busy={busy}>{t`Continue to payment`}</SubmitButton>
            </div>
          </form>
          <Dialog.Close className={bookingStyles.close} aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
