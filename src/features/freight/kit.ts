/**
 * The freight pages' kit, one import point: the pages import it from here so that the kit's
 * modules travel as one lazy chunk (each separate shared chunk adds an entry to the first load's
 * preload map, and /index has 130 KiB). Generic pieces (table, pager, money, forms) are in src/ui.
 */
export {
  Fact,
  KindBadge,
  LevelBadge,
  LocalTime,
  laneLabel,
  type PlaceLike,
  placeLabel,
  ResultCard,
  SailingFacts,
  useEnglish,
  useLevelLabel,
  zoneOf,
} from './facts.tsx';
export { listCarriers } from './freight-api.ts';
export { DemoLabel, PageFrame } from './page-frame.tsx';
export { PagedResults, paged, ResultsHead, SearchOutcome, whole } from './paged-results.tsx';
export { PortPairFields, usePortPair } from './port-pair.tsx';
export { RateGateNotice, useAgainWhenViewerChanges } from './rate-gate.tsx';
export { SpotSailings } from './spot-sailings.tsx';
export { WeekField } from './week-field.tsx';
