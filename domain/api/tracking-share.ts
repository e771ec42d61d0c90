/**
 * What the shared-tracking endpoints answer. The types are inferred from their runtime schemas
 * (tracking-share-answers.ts), which the client never loads.
 */
export type {
  SharedMilestone,
  SharedPlace,
  SharedTracking,
  TrackingShareView,
} from './tracking-share-answers.ts';
