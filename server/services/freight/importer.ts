/**
 * Importers of real data: DCSA Track & Trace 2.2 events and DCSA Commercial Schedules 1.0.3
 * point-to-point routes. Every document is validated first (nothing is written when one fails),
 * then all are written in one transaction. Idempotent: an event is keyed by its eventID (or, when
 * the publisher sent none, a hash of its canonical form: `event-import.ts`), a route by what
 * identifies its sailing (`route-import.ts`); importing the same documents twice leaves the same
 * rows.
 */
import * as v from 'valibot';
import type { ImportResult } from '../../../domain/api/freight.ts';
import { CsPointToPoint, TntEvent } from '../../../domain/freight/dcsa-schemas.ts';
import type { NewTrackingEvent } from '../../db/freight-schema.ts';
import { createFreightRepositories } from '../../db/repositories/freight-repositories.ts';
import type { Database } from '../../db/schema.ts';
import { invalid, type FreightOutcome as Outcome, ok } from '../outcome.ts';
import { conflictWithStored, toEventRows } from './event-import.ts';
import { type RouteMapping, toRouteRow } from './route-import.ts';

export type ImportKind = ImportResult['kind'];

const pathOf = (index: number, issue: v.BaseIssue<unknown>) =>
  `documents[${index}]${(issue.path ?? []).map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`)).join('')}`;

export const importDcsa = async (
  db: Database,
  kind: ImportKind,
  documents: readonly unknown[],
  /** Epoch ms: an event cannot have been created after it. */
  now: number,
): Promise<Outcome<ImportResult>> => {
  const schema = kind === 'tntEvents' ? TntEvent : CsPointToPoint;
  const parsed: unknown[] = [];
  for (const [index, document] of documents.entries()) {
    const result = v.safeParse(schema, document);
    if (!result.success) {
      const issue = result.issues[0];
      return invalid('importInvalid', { path: pathOf(index, issue), problem: issue.message });
    }
    parsed.push(result.output);
  }
  let events: NewTrackingEvent[] = [];
  if (kind === 'tntEvents') {
    const mapping = toEventRows(parsed as TntEvent[], documents, now);
    if (!mapping.ok) return invalid('importInvalid', { path: mapping.path, problem: mapping.problem });
    events = mapping.rows;
    const stored = await createFreightRepositories(db).tracking.eventsByIds([
      ...new Set(events.map((event) => event.eventId)),
    ]);
    const conflict = conflictWithStored(events, stored);
    if (conflict !== null) return invalid('importInvalid', conflict);
  }
  const routes: Extract<RouteMapping, { ok: true }>[] = [];
  if (kind === 'csPointToPoint') {
    for (const [index, route] of parsed.entries()) {
      const mapping = toRouteRow(route as CsPointToPoint);
      if (!mapping.ok)
        return invalid('importInvalid', {
          path: `documents[${index}]${mapping.path}`,
          problem: mapping.problem,
        });
      routes.push(mapping);
    }
  }
  return ok(
    await db.transaction().execute(async (trx) => {
      const repositories = createFreightRepositories(trx);
      const result: ImportResult = {
        kind,
        received: documents.length,
        inserted: 0,
        updated: 0,
        unchanged: 0,
      };
      if (kind === 'tntEvents') {
        result.inserted = await repositories.tracking.insertEvents(events);
        result.unchanged = events.length - result.inserted;
        return result;
      }
      const touched: string[] = [];
      for (const route of routes) {
        await repositories.places.addImportedPlaces(route.places);
        const outcome = await repositories.schedules.upsertRoute(route.row);
        result[outcome]++;
        if (outcome !== 'unchanged') touched.push(route.row.routeKey);
      }
      // The rate cards in force price the new sailings too (the rates search reads their rows).
      await repositories.rateCards.indexSailings(touched);
      return result;
    }),
  );
};
