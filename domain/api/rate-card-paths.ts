/**
 * API paths of the forwarder's rate cards (spec §3 freight rates, docs/staff.md): any staff of the
 * tenant reads its cards and their versions; pricing adds, changes and removes a card and restores
 * an older version, each a new version of the carrier's cards.
 */
export const RateCardPath = {
  listCards: 'ratecards/listCards',
  listVersions: 'ratecards/listVersions',
  saveCard: 'ratecards/saveCard',
  removeCard: 'ratecards/removeCard',
  restoreVersion: 'ratecards/restoreVersion',
} as const;
