/**
 * What a booking's deadline timeline needs of its sailing: the published DCSA cut-offs,
 * the ETA, the free days at destination (migration 0015) and the time zones of both ports.
 */
import type { Database } from '../schema.ts';

export const sailingClockOf = (db: Database, routeId: number) =>
  db
    .selectFrom('sailingRoutes as route')
    .leftJoin('places as pol', 'pol.code', 'route.pol')
    .leftJoin('places as pod', 'pod.code', 'route.pod')
    .select([
      'route.pol',
      'route.pod',
      'route.cutOffs',
      'route.eta',
      'route.freeDaysAtDestination',
      'pol.timeZone as polZone',
      'pod.timeZone as podZone',
    ])
    .where('route.id', '=', routeId)
    .executeTakeFirst();
