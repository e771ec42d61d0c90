import type { OrderView } from '../../../domain/api/order.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { LocalTime } from '../freight/facts.tsx';

type Sailing = Pick<OrderView, 'etd' | 'polTimeZone' | 'polPlace'>;

/**
 * An order's ETD as the port of loading reads it, with the port's offset (2026-12-11T05:52:00+08:00):
 * sailing times are the port's, as on the schedules (spec §3), never the browser's zone nor UTC.
 */
export const etdAtPol = (order: Sailing): string => toLocalIso(order.etd, order.polTimeZone);

/** The ETD shown as the schedules show a port time: local date and time, then the port's name ("上海时间"). */
export function OrderEtd({ order }: { order: Sailing }) {
  return <LocalTime value={etdAtPol(order)} place={order.polPlace} timeZone={order.polTimeZone} />;
}
