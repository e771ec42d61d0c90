import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { ImportResult } from '../../../domain/api/freight.ts';
import {
  DCSA_FILE_MAX_BYTES,
  type DcsaFileProblem,
  readDcsaFile,
} from '../../../domain/freight/dcsa-file.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import * as profile from '../profile/profile-page.css.ts';
import * as styles from './freight-import.css.ts';
import { importDcsaFile } from './freight-import-api.ts';

type FileOutcome =
  | { state: 'importing' }
  | { state: 'imported'; result: ImportResult }
  | { state: 'refused'; problem: DcsaFileProblem }
  | { state: 'failed'; message: string | null };

interface UploadedFile {
  key: number;
  name: string;
  outcome: FileOutcome;
}

/**
 * Staff upload the forwarder's own DCSA files (spec §1's sailings and tracking from real data):
 * Commercial Schedules point-to-point routes and Track & Trace events. Each file is read by its
 * content (domain/freight/dcsa-file.ts) and imported all or nothing through the import call; each
 * shows what it added, or the refusal naming the document and field.
 */
export function FreightImportPage() {
  const { t } = useLingui();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const next = useRef(0);
  const inputId = useId();
  const hintId = useId();
  const settle = (key: number, outcome: FileOutcome) =>
    setFiles((list) => list.map((file) => (file.key === key ? { ...file, outcome } : file)));

  const upload = async (chosen: readonly File[]) => {
    const batch = chosen.map((file) => ({ file, key: next.current++ }));
    setFiles((list) => [
      ...batch.map(({ file, key }) => ({ key, name: file.name, outcome: { state: 'importing' } as const })),
      ...list,
    ]);
    // One file after the other: each is its own all-or-nothing import.
    for (const { file, key } of batch) {
      const text = file.size > DCSA_FILE_MAX_BYTES ? '' : await file.text();
      const read = readDcsaFile(text, file.size);
      if (!read.ok) {
        settle(key, { state: 'refused', problem: read });
        continue;
      }
      try {
        settle(key, { state: 'imported', result: await importDcsaFile(read) });
      } catch (error) {
        settle(key, { state: 'failed', message: serverMessageOf(error) });
      }
    }
  };

  return (
    <PageFrame route="/console/freightImport">
      <div className={profile.sections}>
        <p className={profile.note}>
          {t`Sailings from DCSA Commercial Schedules point-to-point routes and tracking events from DCSA Track & Trace, as JSON files. Each file is imported whole or not at all; importing a file again changes nothing.`}
        </p>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input beside it is the keyboard's way */}
        <div
          className={dragging ? styles.dropZoneActive : styles.dropZone}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void upload([...event.dataTransfer.files]);
          }}
        >
          <label htmlFor={inputId}>{t`Choose DCSA JSON files, or drop them here`}</label>
          <input
            id={inputId}
            className={styles.input}
            type="file"
            multiple
            aria-describedby={hintId}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              void upload(chosen);
            }}
          />
          <p id={hintId} className={profile.note}>
            {t`Up to 1 MB and 2000 documents a file: split a larger export.`}
          </p>
        </div>
        {files.length > 0 && (
          <ul className={styles.results} aria-label={t`Imported files`} aria-live="polite">
            {files.map((file) => (
              <li key={file.key} className={styles.result}>
                <p className={styles.fileName}>{file.name}</p>
                <Outcome outcome={file.outcome} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}

function Outcome({ outcome }: { outcome: FileOutcome }) {
  const { t } = useLingui();
  switch (outcome.state) {
    case 'importing':
      return <p className={styles.busy}>{t`Importing…`}</p>;
    case 'imported': {
      const { received, inserted, updated, unchanged } = outcome.result;
      return (
        <p className={styles.outcome}>
          {outcome.result.kind === 'csPointToPoint'
            ? t`Sailings imported: ${inserted} new, ${updated} updated, ${unchanged} unchanged of ${received}.`
            : t`Tracking events imported: ${inserted} new, ${unchanged} unchanged of ${received}.`}
        </p>
      );
    }
    case 'failed':
      return (
        <p className={styles.refused} role="alert">
          {outcome.message ?? t`The server could not be reached. Please try again.`}
        </p>
      );
    case 'refused':
      return (
        <p className={styles.refused} role="alert">
          <ProblemText problem={outcome.problem} />
        </p>
      );
  }
}

function ProblemText({ problem }: { problem: DcsaFileProblem }) {
  const { t } = useLingui();
  switch (problem.problem) {
    case 'tooLarge':
      return t`Not imported: the file is larger than 1 MB. Split the export into smaller files.`;
    case 'notJson':
      return t`Not imported: the file is not JSON.`;
    case 'empty':
      return t`Not imported: the file holds no document.`;
    case 'tooMany':
      return t`Not imported: the file holds more than ${problem.max} documents. Split the export.`;
    case 'notDcsa': {
      const document = `documents[${problem.index}]`;
      return t`Not imported: ${document} is neither a Commercial Schedules point-to-point route (with legs) nor a Track & Trace event (with eventType) like the file’s first document.`;
    }
  }
}
