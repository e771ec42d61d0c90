import { useLingui } from '@lingui/react/macro';

/** The browser's own zone: the customer's. */
const customerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A granted grab request's offer deadline (the tenant's grabOfferHours after the grant): the space
 * is held for the customer until then, shown in the customer's own time with its zone and offset.
 */
export function OfferDeadline({ at }: { at: string }) {
  const { t, i18n } = useLingui();
  const zone = customerZone();
  const when = i18n.date(new Date(at), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
    timeZoneName: 'shortOffset',
  });
  return (
    <span>
      {t`Held for you until`} <time dateTime={at}>{when}</time> · {t`Your time (${zone})`}
    </span>
  );
}
