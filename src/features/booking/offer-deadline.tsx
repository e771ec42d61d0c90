import { useLingui } from '@lingui/react/macro';
import { instantText } from '../../ui/date-time.ts';

/**
 * A granted grab request's offer deadline (the tenant's grabOfferHours after the grant): the space
 * is held for the customer until then, shown in the customer's own time with its offset and zone.
 */
export function OfferDeadline({ at }: { at: string }) {
  const { t, i18n } = useLingui();
  return (
    <span>
      {t`Held for you until`} <time dateTime={at}>{instantText(at, i18n.locale)}</time>
    </span>
  );
}
