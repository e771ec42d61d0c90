import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import type {
  ImportRowPage,
  ImportRowView,
  PreviewSection,
  RateImportView,
} from '../../../domain/api/rate-sheet.ts';
import { PAYMENT_TERMS } from '../../../domain/freight/codes.ts';
import { isScac } from '../../../domain/freight/identifiers.ts';
import {
  type RateCardField,
  rateCardFieldNames,
  SURCHARGE_BASES,
} from '../../../domain/freight/rate-card.ts';
import {
  type ColumnTarget,
  type Language,
  SHEET_FIELDS,
  type SheetMapping,
} from '../../../domain/freight/rate-sheet.ts';
import * as button from '../../ui/button.css.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import * as form from '../../ui/form.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { DataTable, TableHead } from '../../ui/table.tsx';
import { notify } from '../../ui/toast-store.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import * as styles from '../profile/profile-page.css.ts';
import * as sheet from './rate-import-page.css.ts';
import {
  downloadTemplate,
  loadImport,
  loadImportRows,
  mapImport,
  publishImport,
  uploadSheet,
} from './rate-sheet-api.ts';

/** The console page of the carriers' versions (list, history, restore). */
const VERSION_HISTORY = '/console/rates';
const POLL_MS = 500;
const PAGE_SIZE = 50;

type Refusal = { code: string; message: string } | null;
const refusalOf = (error: unknown): Refusal =>
  error instanceof Error && 'code' in error
    ? { code: String((error as { code: unknown }).code), message: error.message }
    : { code: NETWORK_FAILURE_CODE, message: '' };

/**
 * Pricing's import of a carrier's rate sheet (docs/decisions.md "Rate sheets"): choose the carrier,
 * upload an .xlsx or .csv (the template in either language, or the carrier's own layout mapped once),
 * follow the reading, look through the preview (new, changed, unchanged, would expire, refused)
 * and publish the valid rows as the carrier's next version.
 */
export function RateImportPage() {
  const { t } = useLingui();
  const [view, setView] = useState<RateImportView | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);

  // While the sheet is read (in a worker on the server), its import is asked for again and again.
  useEffect(() => {
    if (view?.status !== 'reading') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadImport(view.importId, controller.signal).then(setView, (error: unknown) => {
        if (!controller.signal.aborted) setRefusal(refusalOf(error));
      });
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [view]);

  return (
    <PageFrame route="/console/rateImport">
      <div className={styles.sections}>
        <UploadCard
          onStarted={(started) => {
            setRefusal(null);
            setView(started);
          }}
        />
        <RefusalLine refusal={refusal} />
        {view?.status === 'reading' && (
          <div role="status" className={styles.card}>
            <p>{t`Reading ${view.fileName}: ${view.rowsRead} rows read…`}</p>
            <progress className={sheet.progress} aria-label={t`Reading the sheet`} />
          </div>
        )}
        {view?.status === 'failed' && (
          <StatusPanel tone="error" title={t`The sheet could not be read`} detail={view.problem ?? ''} />
        )}
        {view?.status === 'mapping' && <MappingCard view={view} onMapped={setView} />}
        {(view?.status === 'ready' || view?.status === 'published') && (
          <PreviewCard view={view} onPublished={setView} />
        )}
      </div>
    </PageFrame>
  );
}

function RefusalLine({ refusal }: { refusal: Refusal }) {
  const { t } = useLingui();
  if (refusal === null) return null;
  return (
    <p className={styles.refusal} role="alert">
      {refusal.code === NETWORK_FAILURE_CODE
        ? t`The server could not be reached. Please try again.`
        : refusal.message}
    </p>
  );
}

function UploadCard({ onStarted }: { onStarted: (view: RateImportView) => void }) {
  const { t } = useLingui();
  const [carrier, setCarrier] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const code = carrier.trim().toUpperCase();
  const carrierRule = t`The carrier's SCAC code: 2-4 capital letters, such as MAEU.`;
  const template = (language: Language) => {
    downloadTemplate(language).catch((error: unknown) => setRefusal(refusalOf(error)));
  };
  return (
    <section className={styles.card} aria-labelledby="rate-sheet-upload">
      <h2 id="rate-sheet-upload" className={styles.cardTitle}>{t`Sheet`}</h2>
      <p className={styles.note}>
        {t`An .xlsx or .csv of one carrier's rates, at most 20 MB. The template has a column per field and one per surcharge; a sheet laid out another way is mapped once per carrier.`}
      </p>
      <div className={styles.actions}>
        <button type="button" className={button.outline} onClick={() => template('cn')}>
          {t`Template (Chinese)`}
        </button>
        <button type="button" className={button.outline} onClick={() => template('en')}>
          {t`Template (English)`}
        </button>
      </div>
      <form
        noValidate
        aria-label={t`Upload a rate sheet`}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!isScac(code) || file === null) return;
          setBusy(true);
          setRefusal(null);
          uploadSheet(code, file)
            .then(onStarted, (error: unknown) => setRefusal(refusalOf(error)))
            .finally(() => setBusy(false));
        }}
      >
        <div className={styles.fields}>
          <TextField
            label={t`Carrier`}
            value={carrier}
            autoCapitalize="characters"
            onChange={(event) => setCarrier(event.target.value)}
            hint={carrierRule}
            error={tried && !isScac(code) ? carrierRule : undefined}
          />
          <label className={form.field}>
            <span className={form.label}>{t`Rate sheet (.xlsx or .csv)`}</span>
            <input
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {tried && file === null && <span className={form.error}>{t`Choose the sheet to upload.`}</span>}
          </label>
        </div>
        <RefusalLine refusal={refusal} />
        <button type="submit" className={form.submit} disabled={busy}>
          {busy ? t`Uploading…` : t`Upload and preview`}
        </button>
      </form>
    </section>
  );
}

const IGNORE = 'ignore';
const SURCHARGE = 'surcharge';

function MappingCard({ view, onMapped }: { view: RateImportView; onMapped: (view: RateImportView) => void }) {
  const { t, i18n } = useLingui();
  const language: Language = i18n.locale === 'cn' ? 'cn' : 'en';
  const [columns, setColumns] = useState<SheetMapping['columns']>(() => view.suggested.columns);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const setTarget = (index: number, target: ColumnTarget) =>
    setColumns((all) => all.map((column, at) => (at === index ? { ...column, target } : column)));
  return (
    <section className={styles.card} aria-labelledby="rate-sheet-mapping">
      <h2 id="rate-sheet-mapping" className={styles.cardTitle}>{t`Map the sheet's columns`}</h2>
      <p className={styles.note}>
        {t`This sheet's headers are not the template's. Choose what each column holds; the mapping is kept for ${view.carrierScac}, and its next sheet of this layout is read without asking.`}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setRefusal(null);
          mapImport({ importId: view.importId, mapping: { columns } })
            .then(
              (reply) => {
                notify('success', reply.message);
                onMapped(reply.data);
              },
              (error: unknown) => setRefusal(refusalOf(error)),
            )
            .finally(() => setBusy(false));
        }}
      >
        <ol className={sheet.mappingList}>
          {columns.map(({ header, target }, index) => (
            <li key={header} className={sheet.mappingRow}>
              <SelectField
                label={t`Column “${header}”`}
                value={target.kind === 'field' ? target.field : target.kind}
                onChange={(value) =>
                  setTarget(
                    index,
                    value === IGNORE
                      ? { kind: 'ignore' }
                      : value === SURCHARGE
                        ? {
                            kind: 'surcharge',
                            code: '',
                            basis: 'container',
                            currency: 'USD',
                            paymentTerm: 'PRE',
                          }
                        : { kind: 'field', field: value as (typeof SHEET_FIELDS)[number] },
                  )
                }
              >
                <option value={IGNORE}>{t`Ignore this column`}</option>
                {SHEET_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {rateCardFieldNames[field][language]}
                  </option>
                ))}
                <option value={SURCHARGE}>{t`A surcharge`}</option>
              </SelectField>
              {target.kind === 'surcharge' && (
                <div className={sheet.surchargeFields}>
                  <TextField
                    label={t`Code`}
                    value={target.code}
                    onChange={(event) =>
                      setTarget(index, { ...target, code: event.target.value.trim().toUpperCase() })
                    }
                  />
                  <SelectField
                    label={t`Basis`}
                    value={target.basis}
                    onChange={(basis) =>
                      setTarget(index, { ...target, basis: basis as (typeof SURCHARGE_BASES)[number] })
                    }
                  >
                    {SURCHARGE_BASES.map((basis) => (
                      <option key={basis} value={basis}>
                        {basis === 'container' ? t`Per container` : t`Per B/L`}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    label={t`Currency`}
                    value={target.currency}
                    onChange={(event) =>
                      setTarget(index, { ...target, currency: event.target.value.trim().toUpperCase() })
                    }
                  />
                  <SelectField
                    label={t`Payment`}
                    value={target.paymentTerm}
                    onChange={(term) =>
                      setTarget(index, { ...target, paymentTerm: term as (typeof PAYMENT_TERMS)[number] })
                    }
                  >
                    {PAYMENT_TERMS.map((term) => (
                      <option key={term} value={term}>
                        {term}
                      </option>
                    ))}
                  </SelectField>
                </div>
              )}
            </li>
          ))}
        </ol>
        <RefusalLine refusal={refusal} />
        <button type="submit" className={form.submit} disabled={busy}>
          {t`Save the mapping and read the sheet`}
        </button>
      </form>
    </section>
  );
}

function PreviewCard({
  view,
  onPublished,
}: {
  view: RateImportView;
  onPublished: (view: RateImportView) => void;
}) {
  const { t } = useLingui();
  const [section, setSection] = useState<PreviewSection>(view.counts.refused > 0 ? 'refused' : 'new');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<ImportRowPage | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [published, setPublished] = useState<{ number: number; cardCount: number } | null>(null);
  const valid = view.counts.new + view.counts.changed + view.counts.unchanged;

  useEffect(() => {
    const controller = new AbortController();
    setPage(null);
    loadImportRows({ importId: view.importId, section, pageNo, pageSize: PAGE_SIZE }, controller.signal).then(
      setPage,
      (error: unknown) => {
        if (!controller.signal.aborted) setRefusal(refusalOf(error));
      },
    );
    return () => controller.abort();
  }, [view.importId, section, pageNo]);

  const publish = useCallback(() => {
    setRefusal(null);
    publishImport(view.importId).then(
      (reply) => {
        notify('success', reply.message);
        setPublished({ number: reply.data.number, cardCount: reply.data.cardCount });
        onPublished({ ...view, status: 'published', versionId: reply.data.versionId });
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  }, [view, onPublished]);

  const sections: { id: PreviewSection; label: string }[] = [
    { id: 'new', label: t`New (${view.counts.new})` },
    { id: 'changed', label: t`Changed (${view.counts.changed})` },
    { id: 'unchanged', label: t`Unchanged (${view.counts.unchanged})` },
    { id: 'expiring', label: t`Would expire (${view.counts.expiring})` },
    { id: 'refused', label: t`Refused (${view.counts.refused})` },
  ];
  return (
    <section className={styles.card} aria-labelledby="rate-sheet-preview">
      <h2 id="rate-sheet-preview" className={styles.cardTitle}>
        {t`Preview of ${view.fileName} for ${view.carrierScac}`}
      </h2>
      <p className={styles.note}>
        {t`${view.counts.rows} rows read: ${valid} valid, ${view.counts.refused} refused. Refused rows are left out when publishing; rates in force that the sheet does not hold would no longer be offered.`}
      </p>
      <div role="tablist" aria-label={t`Preview sections`} className={sheet.tabs}>
        {sections.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`preview-tab-${id}`}
            aria-selected={section === id}
            aria-controls="preview-panel"
            className={section === id ? sheet.tabSelected : sheet.tab}
            onClick={() => {
              setSection(id);
              setPageNo(1);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="preview-panel" aria-labelledby={`preview-tab-${section}`}>
        {page === null ? (
          <p role="status">{t`Loading…`}</p>
        ) : page.total === 0 ? (
          <p className={styles.note}>{t`No row in this section.`}</p>
        ) : (
          <PreviewTable page={page} />
        )}
        {page !== null && page.total > PAGE_SIZE && (
          <div className={styles.actions}>
            <button
              type="button"
              className={button.outline}
              disabled={pageNo === 1}
              onClick={() => setPageNo(pageNo - 1)}
            >
              {t`Previous`}
            </button>
            <span>{t`Page ${pageNo} of ${Math.ceil(page.total / PAGE_SIZE)}`}</span>
            <button
              type="button"
              className={button.outline}
              disabled={pageNo * PAGE_SIZE >= page.total}
              onClick={() => setPageNo(pageNo + 1)}
            >
              {t`Next`}
            </button>
          </div>
        )}
      </div>
      <RefusalLine refusal={refusal} />
      {view.status === 'ready' && view.currentVersion !== view.baseVersion && (
        <p className={styles.refusal} role="alert">
          {t`A newer version of ${view.carrierScac} was published after this preview: upload the sheet again.`}
        </p>
      )}
      {view.status === 'published' ? (
        <StatusPanel
          tone="info"
          title={
            published === null
              ? t`This sheet was published.`
              : t`Version ${published.number} of ${view.carrierScac} was published with ${published.cardCount} rates.`
          }
          detail={t`The version history lists who published what and when.`}
        />
      ) : (
        valid > 0 && (
          <ConfirmDialog
            label={t`Publish`}
            triggerClassName={form.submit}
            title={t`Publish ${valid} rates for ${view.carrierScac}?`}
            description={t`They become the carrier's next version. ${view.counts.refused} refused rows are left out; ${view.counts.expiring} rates in force would no longer be offered. An earlier version can be restored.`}
            yes={t`Publish`}
            cancel={t`Cancel`}
            onConfirm={publish}
          />
        )
      )}
      <p>
        <a href={VERSION_HISTORY}>{t`Version history`}</a>
      </p>
    </section>
  );
}

const lane = (row: ImportRowView): string =>
  row.card === null
    ? ''
    : [row.card.pol, row.card.via, row.card.pod].filter((port) => port !== null).join(' → ') +
      (row.card.serviceCode === null ? '' : ` (${row.card.serviceCode})`);

const charges = (card: NonNullable<ImportRowView['card']>): string =>
  card.surcharges
    .map((charge) => `${charge.code} ${charge.currency} ${charge.amount} ${charge.paymentTerm}`)
    .join(', ');

const fieldText = (card: NonNullable<ImportRowView['card']>, field: RateCardField): string => {
  if (field === 'surcharges') return charges(card) || '—';
  const value = card[field];
  return value === null || value === '' ? '—' : String(value);
};

function PreviewTable({ page }: { page: ImportRowPage }) {
  const { t, i18n } = useLingui();
  const language: Language = i18n.locale === 'cn' ? 'cn' : 'en';
  if (page.section === 'refused')
    return (
      <DataTable label={t`Refused rows`} compact>
        <TableHead columns={[t`Row`, t`Column`, t`Rule`]} />
        <tbody>
          {page.list.flatMap((row) =>
            row.problems.map((problem) => (
              <tr key={`${row.rowNumber} ${problem.column} ${problem.rule}`}>
                <td>{row.rowNumber}</td>
                <td>{problem.column || '—'}</td>
                <td>{problem.rule}</td>
              </tr>
            )),
          )}
        </tbody>
      </DataTable>
    );
  if (page.section === 'changed')
    return (
      <DataTable label={t`Changed rates`} compact>
        <TableHead columns={[t`Row`, t`Lane`, t`Container type`, t`Change`]} />
        <tbody>
          {page.list.map((row) => (
            <tr key={row.rowNumber}>
              <td>{row.rowNumber}</td>
              <td>{lane(row)}</td>
              <td>{row.card?.containerType}</td>
              <td>
                <ul className={sheet.changes}>
                  {row.changed.map((field) => (
                    <li key={field}>
                      {rateCardFieldNames[field][language]}:{' '}
                      {row.before === null ? '' : fieldText(row.before, field)} →{' '}
                      {row.card === null ? '' : fieldText(row.card, field)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    );
  return (
    <DataTable label={t`Rates`} compact>
      <TableHead
        columns={[
          page.section !== 'expiring' && t`Row`,
          t`Lane`,
          t`Container type`,
          t`Ocean freight`,
          t`Surcharges`,
          t`Valid`,
        ]}
      />
      <tbody>
        {page.list.map((row) =>
          row.card === null ? null : (
            <tr key={row.rowNumber || `${lane(row)} ${row.card.containerType}`}>
              {page.section !== 'expiring' && <td>{row.rowNumber}</td>}
              <td>{lane(row)}</td>
              <td>{row.card.containerType}</td>
              <td>
                {row.card.currency} {row.card.oceanFreight}
              </td>
              <td>{charges(row.card) || '—'}</td>
              <td>
                {row.card.validFrom} – {row.card.validTo}
              </td>
            </tr>
          ),
        )}
      </tbody>
    </DataTable>
  );
}
