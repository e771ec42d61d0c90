/**
 * What the grab-request endpoints answer. The types are inferred from their runtime schemas
 * (grab-request-answers.ts), which the client never loads.
 */
export type { GrabRequestDetail, GrabRequestPage, GrabRequestView } from './grab-request-answers.ts';
