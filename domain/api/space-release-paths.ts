/**
 * API paths of the space the forwarder's pricing staff release (spec §3 SPOT products and existing
 * space; beyond the spec's list, docs/decisions.md): any staff of the tenant reads its releases and
 * their trail; pricing (`rates.manage`) releases, tops up, reduces and closes.
 */
export const SpaceReleasePath = {
  listReleases: 'spaceRelease/listReleases',
  listReleaseChanges: 'spaceRelease/listChanges',
  releaseSpace: 'spaceRelease/release',
  topUpRelease: 'spaceRelease/topUp',
  reduceRelease: 'spaceRelease/reduce',
  closeRelease: 'spaceRelease/close',
} as const;
