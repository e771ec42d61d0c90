import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../ui/money.ts';
import * as table from '../../ui/table.css.ts';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import * as ui from '../freight/freight.css.ts';
import { LocalTime, SpotSailings, useLevelLabel } from '../freight/kit.ts';

/** /spotFreight: SPOT products as rates, sailing-specific prices with a loading guarantee and live inventory. */
export function SpotFreightPage() {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const levelLabel = useLevelLabel();
  return (
    <SpotSailings
      route="/spotFreight"
      lead={t`Sailing-specific prices with a loading guarantee and live inventory per container type.`}
    >
      {(page) => (
        <DataTable label={t`SPOT products`}>
          <TableHead
            columns={[
              t`Carrier`,
              t`POL → POD`,
              t`Vessel / voyage`,
              t`ETD`,
              t`FCL cut-off`,
              { label: t`Transit time`, numeric: true },
              page.gate ? t`Inventory` : t`Inventory and price`,
            ]}
          />
          <tbody>
            {page.list.map((sailing) => (
              <tr key={sailing.sailingId}>
                <td className={table.td}>
                  {(en ? sailing.carrier.nameEn : sailing.carrier.nameCn) || sailing.carrier.nameEn}
                  <br />
                  {sailing.loadingGuarantee && <span className={ui.badge.spot}>{t`Loading guarantee`}</span>}
                </td>
                <td className={table.td}>
                  {sailing.pol.code} → {sailing.pod.code}
                  <br />
                  <small>
                    {en ? sailing.pol.nameEn : sailing.pol.nameCn} →{' '}
                    {en ? sailing.pod.nameEn : sailing.pod.nameCn}
                  </small>
                </td>
                <td className={table.td}>
                  {sailing.vesselName} {sailing.voyageNumber}
                  <br />
                  <small>
                    {sailing.serviceCode} · {sailing.routeCode}
                  </small>
                </td>
                <td className={table.td}>
                  <LocalTime value={sailing.etd} place={sailing.pol} />
                </td>
                <td className={table.td}>
                  <LocalTime value={sailing.cutOff} place={sailing.pol} />
                </td>
                <NumberCell>{t`${plural(sailing.transitDays, { one: '# day', other: '# days' })}`}</NumberCell>
                <td className={table.td}>
                  <span className={ui.badge.neutral}>{levelLabel(sailing.level)}</span>
                  <table className={table.compact}>
                    <TableHead
                      columns={[
                        t`Container type`,
                        { label: t`Remaining`, numeric: true },
                        !page.gate && { label: t`Price`, numeric: true },
                      ]}
                    />
                    <tbody>
                      {sailing.inventory.map((line) => (
                        <tr key={line.containerType}>
                          <td className={table.td}>{line.containerType}</td>
                          <NumberCell>
                            {t`${line.remaining} of ${line.capacity}`} · {levelLabel(line.level)}
                          </NumberCell>
                          {line.price !== null && (
                            <NumberCell>{formatMoney(line.price, line.currency, i18n.locale)}</NumberCell>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </SpotSailings>
  );
}
