import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ExpiringRates as Expiring } from '../../../domain/api/console.ts';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import { listExpiringRates } from './console-api.ts';
import * as styles from './console-dashboard.css.ts';

type Loaded = { rates: Expiring } | { failure: string } | null;

/**
 * The dashboard's rates about to expire (domain/console/expiring-rates.ts), the most quoted first,
 * each with how many of the tenant's saved quotations use it: what pricing renews first.
 */
export function ExpiringRates() {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    const controller = new AbortController();
    listExpiringRates(controller.signal).then(
      (rates) => setLoaded({ rates }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ failure: serverMessageOf(error) ?? t`The rates about to expire could not be loaded` });
      },
    );
    return () => controller.abort();
  }, [t]);
  if (loaded === null) return null;
  if ('failure' in loaded) return <StatusPanel tone="error" title={loaded.failure} />;
  const { withinDays, total, list } = loaded.rates;
  return (
    <section aria-labelledby="expiring-rates" className={styles.expiring}>
      <h2 id="expiring-rates" className={styles.sectionTitle}>
        {plural(withinDays, {
          one: 'Rates expiring within # day',
          other: 'Rates expiring within # days',
        })}
      </h2>
      {total === 0 ? (
        <StatusPanel tone="empty" title={t`No rate expires within ${withinDays} days.`} />
      ) : (
        <>
          {total > list.length && (
            <p className={styles.oldest}>{t`The ${list.length} most quoted of ${total}.`}</p>
          )}
          <DataTable label={t`Rates about to expire`} compact>
            <TableHead
              columns={[
                t`Lane`,
                t`Carrier`,
                t`Container type`,
                t`ETD`,
                t`Valid until`,
                { label: t`Saved quotations`, numeric: true },
              ]}
            />
            <tbody>
              {list.map((rate) => (
                <tr key={rate.rateId} data-testid={`expiring-rate-${rate.rateId}`}>
                  <td>{`${rate.pol} → ${rate.pod}`}</td>
                  <td>{rate.carrier}</td>
                  <td>{rate.containerType}</td>
                  <td>{rate.etdDate}</td>
                  <td>{rate.validTo}</td>
                  <NumberCell>{rate.quotations}</NumberCell>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </section>
  );
}
