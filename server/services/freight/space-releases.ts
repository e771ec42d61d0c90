/**
 * Space the tenant's pricing staff release on a sailing (spec §3: a SPOT product is released space
 * with a loading guarantee; existing space 现舱 has none), always of the session's company. The rules
 * are domain/freight/space-release.ts's; each change and its trail entry share one transaction, and
 * the stock changes by the repository's conditional updates, the same the holds take it by.
 */
import type {
  ChangeReleaseBody,
  ReleaseChangeList,
  ReleasedSailing,
  ReleasedSailingList,
} from '../../../domain/api/space-release.ts';
import type { ContainerType } from '../../../domain/freight/codes.ts';
import { availabilityLevel } from '../../../domain/freight/space.ts';
import {
  type ReleaseAction,
  type ReleaseSpaceBody,
  releaseCutOff,
  releaseRefusal,
  type SpaceReleaseMessageId,
} from '../../../domain/freight/space-release.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import { releasedRouteOf } from '../../db/repositories/space-release-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { declined, invalid, notFound, type Outcome, ok } from '../outcome.ts';

type ReleaseOutcome<T> = Outcome<T, SpaceReleaseMessageId>;
type Sailing = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRepositories>['spaceReleases']['releasedById']>>
>;

/** The trail entries the page shows: the latest ones. */
const TRAIL_LENGTH = 200;

const cutOffsOf = (json: string): { cutOffDateTimeCode: string; cutOffDateTime: string }[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

export const createSpaceReleaseService = ({ db, now }: { db: Database; now: Clock }) => {
  const { spaceReleases } = createRepositories(db);

  const viewsOf = async (sailings: readonly Sailing[]): Promise<ReleasedSailing[]> => {
    const { inventory, held } = await spaceReleases.stockOf(sailings.map((sailing) => sailing.id));
    const at = now().getTime();
    return sailings.map((sailing) => {
      const state = { stopped: sailing.stopped === 1, cutOff: Date.parse(sailing.cutOff) };
      return {
        sailingId: sailing.id,
        routeId: sailing.routeId,
        kind: sailing.kind === 'guarantee' ? 'guarantee' : 'existing',
        pol: sailing.pol,
        pod: sailing.pod,
        carrierScac: sailing.carrierScac,
        vesselName: sailing.vesselName,
        voyageNumber: sailing.voyageNumber,
        etd: sailing.etd,
        cutOff: sailing.cutOff,
        stopped: sailing.stopped === 1,
        currency: sailing.currency,
        releasedAt: sailing.releasedAt ?? '',
        lines: inventory
          .filter((line) => line.sailingId === sailing.id)
          .map((line) => ({
            // Only a release (its types checked by the body's schema) writes a released sailing's lines.
            containerType: line.containerType as ContainerType,
            capacity: line.capacity,
            remaining: line.remaining,
            held:
              held.find(
                (entry) => entry.sailingId === sailing.id && entry.containerType === line.containerType,
              )?.held ?? 0,
            priceMinor: Math.round(line.price * 100),
            allowance: line.allowance,
            level: availabilityLevel(line, state, at),
          })),
      };
    });
  };

  const viewOf = async (companyId: number, sailingId: number): Promise<ReleasedSailing> => {
    const sailing = await spaceReleases.releasedById(companyId, sailingId);
    return (await viewsOf([sailing!]))[0]!;
  };

  /** A top-up or a reduction: one conditional update and its trail entry, or why it did not happen. */
  const change = async (
    viewer: Viewer,
    body: ChangeReleaseBody,
    action: Extract<ReleaseAction, 'topUp' | 'reduce'>,
  ): Promise<ReleaseOutcome<ReleasedSailing>> => {
    const sailing = await spaceReleases.releasedById(viewer.companyId, body.sailingId);
    if (sailing === undefined) return notFound('releasedSailingNotFound');
    const at = now().toISOString();
    const changed = await db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx).spaceReleases;
      const stock = await (action === 'topUp' ? repos.topUp : repos.reduce)(
        viewer.companyId,
        sailing.id,
        body.containerType,
        body.quantity,
      );
      if (stock !== undefined)
        await repos.record({
          companyId: viewer.companyId,
          sailingId: sailing.id,
          userId: viewer.userId,
          changedAt: at,
          action,
          containerType: body.containerType,
          quantityBefore: stock.before,
          quantityAfter: stock.after,
        });
      return stock;
    });
    if (changed === undefined) {
      // Why the conditional update found nothing to change, read after it (for the words only).
      const view = await viewOf(viewer.companyId, sailing.id);
      if (view.stopped) return declined('releaseClosed');
      const line = view.lines.find((candidate) => candidate.containerType === body.containerType);
      if (line === undefined) return invalid('releaseTypeNotReleased');
      return declined('releaseReduceHeld', { remaining: line.remaining });
    }
    return ok(
      await viewOf(viewer.companyId, sailing.id),
      action === 'topUp' ? 'spaceToppedUp' : 'spaceReduced',
    );
  };

  return {
    list: async (viewer: Viewer): Promise<ReleaseOutcome<ReleasedSailingList>> =>
      ok({ list: await viewsOf(await spaceReleases.releasedOf(viewer.companyId)) }),

    changes: async (viewer: Viewer): Promise<ReleaseOutcome<ReleaseChangeList>> =>
      ok({
        list: (await spaceReleases.changesOf(viewer.companyId, TRAIL_LENGTH)).map((row) => ({
          id: row.id,
          sailingId: row.sailingId,
          changedAt: row.changedAt,
          action: row.action as ReleaseAction,
          containerType: row.containerType,
          quantityBefore: row.quantityBefore,
          quantityAfter: row.quantityAfter,
          userId: row.userId,
          changedBy: row.nameEn || row.nameCn || row.email || '',
        })),
      }),

    release: async (viewer: Viewer, body: ReleaseSpaceBody): Promise<ReleaseOutcome<ReleasedSailing>> => {
      const route = await spaceReleases.routeById(body.routeId);
      if (route === undefined) return notFound('releaseRouteNotFound');
      const cutOff = releaseCutOff(cutOffsOf(route.cutOffs), Date.parse(route.etd));
      const at = now();
      const refusal = releaseRefusal(body, cutOff, at.getTime());
      if (refusal !== null) return invalid(refusal);
      const sailingId = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx).spaceReleases;
        const id = await repos.insertRelease({
          companyId: viewer.companyId,
          route: releasedRouteOf(route),
          kind: body.kind,
          currency: body.currency,
          cutOff: new Date(cutOff).toISOString(),
          releasedAt: at.toISOString(),
          lines: body.lines,
        });
        if (id === undefined) return undefined;
        for (const line of body.lines)
          await repos.record({
            companyId: viewer.companyId,
            sailingId: id,
            userId: viewer.userId,
            changedAt: at.toISOString(),
            action: 'release',
            containerType: line.containerType,
            quantityBefore: 0,
            quantityAfter: line.quantity,
          });
        return id;
      });
      if (sailingId === undefined) return declined('releaseExists');
      return ok(await viewOf(viewer.companyId, sailingId), 'spaceReleased');
    },

    topUp: (viewer: Viewer, body: ChangeReleaseBody) => change(viewer, body, 'topUp'),
    reduce: (viewer: Viewer, body: ChangeReleaseBody) => change(viewer, body, 'reduce'),

    close: async (viewer: Viewer, sailingId: number): Promise<ReleaseOutcome<ReleasedSailing>> => {
      const sailing = await spaceReleases.releasedById(viewer.companyId, sailingId);
      if (sailing === undefined) return notFound('releasedSailingNotFound');
      const closed = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx).spaceReleases;
        if (!(await repos.close(viewer.companyId, sailingId))) return false;
        await repos.record({
          companyId: viewer.companyId,
          sailingId,
          userId: viewer.userId,
          changedAt: now().toISOString(),
          action: 'close',
          containerType: null,
          quantityBefore: null,
          quantityAfter: null,
        });
        return true;
      });
      if (!closed) return declined('releaseClosed');
      return ok(await viewOf(viewer.companyId, sailingId), 'releaseClosedNow');
    },
  };
};

export type SpaceReleaseService = ReturnType<typeof createSpaceReleaseService>;
