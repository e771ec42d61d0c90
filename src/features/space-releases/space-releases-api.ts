/** The released-space calls of the staff console (docs/staff.md): always the session's tenant. */
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { ChangeReleaseBody } from '../../../domain/api/space-release.ts';
import { SpaceReleasePath } from '../../../domain/api/space-release-paths.ts';
import type { ReleaseSpaceBody } from '../../../domain/freight/space-release.ts';
import { fetchData, post } from '../../api/client.ts';

export const loadReleases = async (signal: AbortSignal) => {
  const [releases, changes] = await Promise.all([
    fetchData(SpaceReleasePath.listReleases, {}, signal),
    fetchData(SpaceReleasePath.listReleaseChanges, {}, signal),
  ]);
  return { releases: releases.list, changes: changes.list };
};

/** The sailings of a lane staff may release on: the schedules' own point-to-point search. */
export const findSailings = (pol: string, pod: string) =>
  fetchData(FreightPath.searchPointToPoint, { pol, pod, sortBy: 'etd', pageNo: 1, pageSize: 20 });

export const releaseSpace = (body: ReleaseSpaceBody) => post(SpaceReleasePath.releaseSpace, body);
export const topUpRelease = (body: ChangeReleaseBody) => post(SpaceReleasePath.topUpRelease, body);
export const reduceRelease = (body: ChangeReleaseBody) => post(SpaceReleasePath.reduceRelease, body);
export const closeRelease = (sailingId: number) => post(SpaceReleasePath.closeRelease, { sailingId });
