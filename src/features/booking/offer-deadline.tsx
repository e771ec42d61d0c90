import { useLingui } from '@lingui/react/macro';
import { localIsoIn, localText, viewerZone } from '../../ui/date-time.ts';

/**
 * A granted grab request's offer deadline (the tenant's grabOfferHours after the grant): the space
 * is held for the customer until then, shown in the customer's own time with its offset and zone.
 */
export function OfferDeadline({ at }: { at: string }) {
  const { t } = useLingui();
  const zone = viewerZone();
  return (
    <span>
      {t`Held for you until`} <time dateTime={at}>{localText(localIsoIn(at, zone))}</time> ·{' '}
      {t`Your time (${zone})`}
    </span>
  );
}
