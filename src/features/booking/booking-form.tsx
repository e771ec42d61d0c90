import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  bookingTotal,
  type SpaceBookingActor,
  visibleProblems,
} from '../../../machines/booking/space-booking.machine.ts';
import * as buttons from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import { AttorneyOnFile } from './attorney-on-file.tsx';
import * as styles from './booking.css.ts';
import { useProblemText } from './booking-messages.ts';

/** What the file input offers; the server decides the kind by content (domain/booking/file-kind.ts). */
const ATTORNEY_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** `1.2 MB`, `830 KB`: a file size as the customer reads it. */
const formatSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The booking form, bound to a spaceBooking actor: why booking cannot start, or the container lines,
 * the attorney file and the total. Every problem and every refusal comes from the machine.
 */
export function BookingForm({ actor }: { actor: SpaceBookingActor }) {
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  const send = actor.send;

  if (snapshot.matches('blocked') && context.blocker) {
    return (
      <div className={styles.alert} role="alert">
        <p>{problemText(context.blocker)}</p>
        {context.blocker === 'customerTypeMissing' && (
          <p className={styles.note}>{t`The customer service card is open at the bottom of the page.`}</p>
        )}
      </div>
    );
  }
  if (!snapshot.hasTag('form') || !context.offer) return null;

  const problems = visibleProblems(context);
  const uploading = snapshot.hasTag('uploading');
  const submitting = snapshot.matches('submitting');
  const offered = context.offer.lines.filter((line) => line.remaining > 0);
  const currency = offered[0]?.currency ?? '';
  // The server's refusal of the file just sent says more than "please upload the attorney file".
  const fileError = context.uploadFailure
    ? context.uploadFailure.message || t`The file could not be sent. Please try again.`
    : problems.attorneyFile
      ? problemText(problems.attorneyFile)
      : undefined;

  return (
    <form
      className={form.form}
      aria-label={t`Book space`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {snapshot.matches('failed') && context.submitFailure && (
        <p className={styles.alert} role="alert">
          {context.submitFailure.message || t`The network failed. Please try again.`}
        </p>
      )}
      <fieldset className={styles.lines} disabled={submitting}>
        <legend className={form.label}>{t`Container types and quantities`}</legend>
        {context.lines.map((line, index) => {
          const problem = problems.lines[line.key];
          const problemId = `booking-line-${line.key}-problem`;
          const number = index + 1;
          return (
            <div key={line.key} className={styles.line}>
              <div className={`${form.field} ${styles.typeField}`}>
                <label className={form.label} htmlFor={`booking-line-${line.key}-type`}>
                  {t`Container type ${number}`}
                </label>
                <select
                  id={`booking-line-${line.key}-type`}
                  className={form.input}
                  value={line.containerType}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => send({ type: 'SET_TYPE', index, containerType: event.target.value })}
                  onBlur={() => send({ type: 'BLUR', field: `line:${line.key}` })}
                >
                  {offered.map((option) => (
                    <option key={option.containerType} value={option.containerType}>
                      {t`${option.containerType}: ${option.remaining} left, ${formatMoney(option.unitPrice, option.currency, i18n.locale)} each`}
                    </option>
                  ))}
                </select>
              </div>
              <div className={form.field}>
                <label className={form.label} htmlFor={`booking-line-${line.key}-quantity`}>
                  {t`Quantity ${number}`}
                </label>
                <input
                  id={`booking-line-${line.key}-quantity`}
                  className={form.input}
                  inputMode="numeric"
                  autoComplete="off"
                  value={line.quantity}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => send({ type: 'SET_QUANTITY', index, quantity: event.target.value })}
                  onBlur={() => send({ type: 'BLUR', field: `line:${line.key}` })}
                />
              </div>
              <button
                type="button"
                className={buttons.secondary}
                disabled={!snapshot.can({ type: 'REMOVE_LINE', index })}
                onClick={() => send({ type: 'REMOVE_LINE', index })}
              >
                {t`Remove line ${number}`}
              </button>
              {problem && (
                <p id={problemId} className={styles.lineProblem}>
                  {problemText(problem)}
                </p>
              )}
            </div>
          );
        })}
        <div>
          <button
            type="button"
            className={buttons.secondary}
            disabled={!snapshot.can({ type: 'ADD_LINE' })}
            onClick={() => send({ type: 'ADD_LINE' })}
          >
            {t`Add a container type`}
          </button>
        </div>
      </fieldset>
      <div className={form.field}>
        <label className={form.label} htmlFor="booking-attorney-file">
          {t`Power of attorney (PDF, JPG or PNG, at most 10 MB)`}
        </label>
        <input
          id="booking-attorney-file"
          type="file"
          accept={ATTORNEY_FILE_ACCEPT}
          disabled={submitting}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'booking-attorney-file-problem' : undefined}
          aria-busy={uploading}
          onBlur={() => send({ type: 'BLUR', field: 'attorneyFile' })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that choosing the same file again after a refusal is a new choice.
            event.target.value = '';
            if (file) send({ type: 'CHOOSE_FILE', file });
          }}
        />
        {context.chosen && (
          <p className={styles.fileName}>
            {uploading
              ? t`Uploading ${context.chosen.name} (${formatSize(context.chosen.size)})…`
              : context.file
                ? t`Uploaded: ${context.file.fileName} (${formatSize(context.file.size)})`
                : `${context.chosen.name} (${formatSize(context.chosen.size)})`}
          </p>
        )}
        <AttorneyOnFile
          current={uploading ? null : context.file}
          disabled={submitting || uploading}
          onPick={(file) => send({ type: 'PICK_ON_FILE', file })}
        />
        {fileError && (
          <p id="booking-attorney-file-problem" className={styles.error}>
            {fileError}
          </p>
        )}
      </div>
      <div className={styles.row}>
        <p className={styles.total}>
          {t`Total`}: {formatMoney(bookingTotal(context), currency, i18n.locale)}
        </p>
        <SubmitButton busy={submitting} disabled={uploading}>
          {t`Book and pay`}
        </SubmitButton>
      </div>
    </form>
  );
}
