import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UploadedFileAnswer } from '../../../domain/api/booking.ts';
import * as buttons from '../../ui/button.css.ts';
import * as styles from './booking.css.ts';
import { getAttorneyFileOnFile, keepAttorneyFileOnFile } from './booking-api.ts';

/**
 * The booking form's power of attorney on file (spec §5): picked instead of uploading it again, and
 * the file just uploaded kept on file for later bookings. Without one (or when it cannot be read)
 * the form asks for an upload as before.
 */
export function AttorneyOnFile({
  current,
  disabled,
  onPick,
}: {
  /** The attorney file the form names now. */
  current: UploadedFileAnswer | null;
  disabled: boolean;
  onPick: (file: UploadedFileAnswer) => void;
}) {
  const { t } = useLingui();
  const [onFile, setOnFile] = useState<UploadedFileAnswer | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    getAttorneyFileOnFile(abort.signal)
      .then(({ attorneyFile }) => setOnFile(attorneyFile))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  if (current !== null && current.alifileName === onFile?.alifileName)
    return <p className={styles.note}>{t`This is your power of attorney on file.`}</p>;
  if (current !== null)
    return (
      <button
        type="button"
        className={buttons.secondary}
        disabled={disabled}
        onClick={() =>
          keepAttorneyFileOnFile(current.alifileName).then(({ attorneyFile }) => setOnFile(attorneyFile))
        }
      >
        {t`Keep this file on file for later bookings`}
      </button>
    );
  if (onFile === null) return null;
  const { fileName } = onFile;
  return (
    <button type="button" className={buttons.secondary} disabled={disabled} onClick={() => onPick(onFile)}>
      {t`Use the one on file: ${fileName}`}
    </button>
  );
}
