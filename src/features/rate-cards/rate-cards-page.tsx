import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureOf } from '../../../domain/api/failure.ts';
import type {
  RateCardList,
  RateCardView,
  RateVersionPage,
  RateVersionView,
} from '../../../domain/api/rate-card.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { usePermission } from '../../app/session-view.ts';
import * as button from '../../ui/button.css.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { instantText } from '../../ui/date-time.ts';
import { TextField } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import { Pager } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import { notify } from '../../ui/toast-store.ts';
import { StaffListStatus } from '../auth/staff-list-status.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import { usePagerWords } from '../freight/paged-results.tsx';
import * as styles from '../profile/profile-page.css.ts';
import { RateCardEditor } from './rate-card-editor.tsx';
import * as own from './rate-cards.css.ts';
import { loadRateCards, loadRateVersions, removeRateCard, restoreRateVersion } from './rate-cards-api.ts';

const CARDS_PAGE = 20;
const VERSIONS_PAGE = 10;

/** The carrier chosen ('' for all) and the lane filter's port text. */
interface CardQuery {
  carrier: string;
  port: string;
}

const fetchCards = ({ query, page, pageSize }: PageRequest<CardQuery>, signal: AbortSignal) =>
  loadRateCards(
    {
      pageNo: page,
      pageSize,
      ...(query.carrier === '' ? {} : { carrierScac: query.carrier }),
      ...(query.port.trim() === '' ? {} : { port: query.port.trim() }),
    },
    signal,
  );
const fetchVersions = ({ query, page, pageSize }: PageRequest<string>, signal: AbortSignal) =>
  loadRateVersions({ pageNo: page, pageSize, ...(query === '' ? {} : { carrierScac: query }) }, signal);

const SOURCE_WORDS: Record<RateVersionView['source'], MessageDescriptor> = {
  sheet: msg`Rate sheet`,
  edit: msg`Edited`,
  restore: msg`Restored`,
};

/**
 * The forwarder's rate cards (spec §3 freight rates, docs/staff.md): the cards in force of one
 * carrier or all, filtered by lane; pricing adds, changes and removes a card, each a new version of
 * the carrier's cards, and restores an older version from the history. Every staff member reads.
 */
export function RateCardsPage() {
  const { t, i18n } = useLingui();
  const mayChange = usePermission('rates.manage');
  const cards = useDataPage({
    fetcher: fetchCards,
    rowsOf: (result: RateCardList) => result.cards.length,
    totalOf: (result) => result.total,
    pageSize: CARDS_PAGE,
  });
  const versions = useDataPage({
    fetcher: fetchVersions,
    rowsOf: (result: RateVersionPage) => result.list.length,
    totalOf: (result) => result.total,
    pageSize: VERSIONS_PAGE,
  });
  const pagerWords = usePagerWords();
  const [carrier, setCarrier] = useState('');
  const [lane, setLane] = useState('');
  /** The card being edited, 'new' for a new one, null while the form is closed. */
  const [editing, setEditing] = useState<RateCardView | 'new' | null>(null);
  const { search: searchCards } = cards;
  const { search: searchVersions } = versions;
  useEffect(() => searchVersions(carrier), [carrier, searchVersions]);
  useEffect(() => searchCards({ carrier, port: lane }), [carrier, lane, searchCards]);

  const reload = () => {
    cards.load();
    versions.load();
  };
  const change = async (call: () => Promise<{ message: string }>) => {
    try {
      notify('success', (await call()).message);
      reload();
    } catch (error) {
      notify('error', failureOf(error).message || t`The server could not be reached. Please try again.`);
    }
  };

  const carriers = cards.result?.carriers ?? [];
  const shown = cards.result?.cards ?? [];
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.locale);
  const surchargeText = (card: RateCardView) =>
    card.surcharges
      .map(
        (charge) =>
          `${charge.code} ${money(charge.amount, charge.currency)}${charge.basis === 'bl' ? t`/B/L` : ''}${charge.paymentTerm === 'COL' ? ` (${t`Collect`})` : ''}`,
      )
      .join(' · ');

  return (
    <PageFrame route="/console/rates">
      <div className={styles.sections}>
        <p className={styles.note}>
          {t`A rate card prices every sailing of its carrier (and service) on its lane that departs within its validity. Each change publishes a new version of the carrier's cards; quotations and orders keep the price they showed.`}
        </p>
        <div className={own.toolbar}>
          <SelectField label={t`Carrier`} value={carrier} onChange={setCarrier}>
            <option value="">{t`All carriers`}</option>
            {carriers.map((scac) => (
              <option key={scac} value={scac}>
                {scac}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`Lane filter`}
            value={lane}
            maxLength={5}
            hint={t`A port code, such as NLRTM.`}
            onChange={(event) => setLane(event.target.value)}
          />
          {mayChange && editing === null && (
            <button type="button" className={button.secondary} onClick={() => setEditing('new')}>
              {t`Add a rate card`}
            </button>
          )}
        </div>
        {editing !== null && (
          <RateCardEditor
            key={editing === 'new' ? 'new' : editing.rateCardId}
            card={editing === 'new' ? null : editing}
            onDone={(published) => {
              setEditing(null);
              if (published) reload();
            }}
          />
        )}
        <StaffListStatus
          state={cards}
          empty={
            lane.trim() !== ''
              ? t`No rate card on this lane.`
              : mayChange
                ? t`No rate card yet. Add the first one: its price shows in the rates search for every sailing it applies to.`
                : t`No rate card yet.`
          }
        />
        {cards.snapshot.matches('content') && (
          <>
            <DataTable label={t`Rate cards`} busy={cards.snapshot.hasTag('loading')}>
              <TableHead
                columns={[
                  t`Carrier`,
                  t`Lane`,
                  t`Via`,
                  t`Service`,
                  t`Type`,
                  { label: t`Ocean freight`, numeric: true },
                  t`Surcharges`,
                  t`Valid`,
                  { label: t`Transit days`, numeric: true },
                  { label: t`Version`, numeric: true },
                  ...(mayChange ? [t`Actions`] : []),
                ]}
              />
              <tbody>
                {shown.map((card) => (
                  <tr key={card.rateCardId}>
                    <td>{card.carrierScac}</td>
                    <td>
                      {card.pol} → {card.pod}
                    </td>
                    <td>{card.via ?? '—'}</td>
                    <td>{card.serviceCode ?? t`Any`}</td>
                    <td>{card.containerType}</td>
                    <NumberCell>{money(card.oceanFreight, card.currency)}</NumberCell>
                    <td>{surchargeText(card) || '—'}</td>
                    <td>
                      {card.validFrom} ~ {card.validTo}
                    </td>
                    <NumberCell>{card.transitDays ?? '—'}</NumberCell>
                    <NumberCell>{card.versionNumber}</NumberCell>
                    {mayChange && (
                      <td>
                        <div className={own.actions}>
                          <button
                            type="button"
                            className={button.outline}
                            aria-label={t`Change the rate card ${card.pol} → ${card.pod} ${card.containerType}`}
                            onClick={() => setEditing(card)}
                          >
                            {t`Change`}
                          </button>
                          <ConfirmDialog
                            label={t`Remove`}
                            ariaLabel={t`Remove the rate card ${card.pol} → ${card.pod} ${card.containerType}`}
                            title={t`Remove this rate card?`}
                            description={t`A new version of ${card.carrierScac}'s cards is published without it: its price leaves the rates search. Quotations and orders already made keep their price.`}
                            yes={t`Remove`}
                            cancel={t`Cancel`}
                            onConfirm={() => change(() => removeRateCard({ rateCardId: card.rateCardId }))}
                          />
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              pageNo={cards.snapshot.context.page}
              pageSize={CARDS_PAGE}
              total={cards.snapshot.context.total}
              busy={cards.snapshot.hasTag('loading')}
              onPage={cards.goToPage}
              words={pagerWords}
            />
          </>
        )}

        <section className={styles.card} aria-labelledby="rate-versions">
          <h2 id="rate-versions" className={styles.cardTitle}>{t`Version history`}</h2>
          <StaffListStatus state={versions} empty={t`Nothing published yet.`} />
          {versions.snapshot.matches('content') && (
            <>
              <DataTable label={t`Version history`} compact busy={versions.snapshot.hasTag('loading')}>
                <TableHead
                  columns={[
                    t`Carrier`,
                    { label: t`Version`, numeric: true },
                    t`Source`,
                    t`Published by`,
                    t`Published at`,
                    t`Changes`,
                    ...(mayChange ? [t`Actions`] : []),
                  ]}
                />
                <tbody>
                  {(versions.result?.list ?? []).map((version) => (
                    <tr key={version.id}>
                      <td>{version.carrierScac}</td>
                      <NumberCell>{version.number}</NumberCell>
                      <td>
                        {i18n._(SOURCE_WORDS[version.source])}
                        {version.fileName !== null && ` · ${version.fileName}`}
                        {version.restoredFrom !== null && ` · ${t`from version ${version.restoredFrom}`}`}
                      </td>
                      <td>{version.publishedBy}</td>
                      <td>{instantText(version.publishedAt, i18n.locale)}</td>
                      <td>
                        {t`${version.cardCount} cards: ${version.addedCount} added, ${version.changedCount} changed, ${version.removedCount} removed`}
                      </td>
                      {mayChange && (
                        <td>
                          {version.current ? (
                            t`In force`
                          ) : (
                            <ConfirmDialog
                              label={t`Restore`}
                              ariaLabel={t`Restore version ${version.number} of ${version.carrierScac}`}
                              title={t`Restore version ${version.number}?`}
                              description={t`A new version of ${version.carrierScac}'s cards is published with the cards of version ${version.number}: their prices replace the ones in force.`}
                              yes={t`Restore`}
                              cancel={t`Cancel`}
                              onConfirm={() => change(() => restoreRateVersion({ versionId: version.id }))}
                            />
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <Pager
                pageNo={versions.snapshot.context.page}
                pageSize={VERSIONS_PAGE}
                total={versions.snapshot.context.total}
                busy={versions.snapshot.hasTag('loading')}
                onPage={versions.goToPage}
                words={pagerWords}
              />
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
