import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as buttons from '../../ui/button.css.ts';
import { formatMoney } from '../../ui/money.ts';
import * as styles from '../freight/freight.css.ts';
import {
  Fact,
  LevelBadge,
  laneLabel,
  ResultCard,
  SailingFacts,
  SpotSailings,
  useEnglish,
} from '../freight/kit.ts';
import { ApplyForSpace } from '../grab-requests/apply-for-space.tsx';

/**
 * /grabSpace: the SPOT products with a loading guarantee and live inventory, each leading to its
 * sailing's detail, and the spot booking of spec §3: a certified customer applies for
 * space on a route and ETD range that staff grant with a sailing and a price.
 */
export function GrabSpacePage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  return (
    <SpotSailings
      route="/grabSpace"
      lead={t`Grab space on SPOT sailings: a sailing-specific price with a loading guarantee and live inventory per container type.`}
      intro={<ApplyForSpace />}
    >
      {(result) => (
        <ul className={styles.list} aria-label={t`SPOT sailings`}>
          {result.list.map((sailing) => {
            const bookable = sailing.inventory.some((line) => line.bookable);
            return (
              <li key={sailing.sailingId}>
                <ResultCard
                  label={`${sailing.vesselName} ${sailing.voyageNumber}`}
                  title={laneLabel(sailing, en)}
                  badges={
                    <span>
                      {sailing.loadingGuarantee && (
                        <span className={styles.badge.info}>{t`Loading guarantee`}</span>
                      )}{' '}
                      <LevelBadge level={sailing.level} />
                    </span>
                  }
                >
                  <SailingFacts sailing={sailing}>
                    {!result.gate && (
                      <Fact label={t`From`}>
                        {formatMoney(sailing.minPrice, sailing.currency, i18n.locale)}
                      </Fact>
                    )}
                  </SailingFacts>
                  <p className={styles.row}>
                    {sailing.inventory.map((line) => (
                      <span key={line.containerType} className={styles.badge[line.level]}>
                        {line.containerType}:{' '}
                        {line.price !== null && <>{formatMoney(line.price, line.currency, i18n.locale)} · </>}
                        {t`${line.remaining} left`}
                      </span>
                    ))}
                  </p>
                  <Link
                    className={buttons.outline}
                    to="/lookPresentCabinDetail"
                    search={{ sailingId: sailing.sailingId }}
                  >
                    {bookable ? t`Grab this space` : t`View sailing`}
                  </Link>
                </ResultCard>
              </li>
            );
          })}
        </ul>
      )}
    </SpotSailings>
  );
}
