/**
 * The life of a grab request (spot booking, spec §3), declared once on the record kernel
 * (domain/records/record-kind.ts): the server moves requests only as this table allows, the
 * client's machine is built from it.
 *
 * The customer applies (the request is `toBeHandled`); staff grant it with a sailing and prices (it
 * becomes a space order offered until the tenant's deadline, domain/booking/space-order-lifecycle.ts) or refuse it with notes; its owner may delete it
 * while it waits (spec §4: deletion is refused when the status does not allow it). The server
 * itself grants a waiting request when released space serves it (the waitlist, ./waitlist.ts), at
 * the listing's price.
 */
import { defineRecordKind, staff } from '../records/record-kind.ts';
import type { GrabRequestMessageId } from './messages.ts';

export const GRAB_REQUEST_STATUSES = ['toBeHandled', 'granted', 'refused', 'deleted'] as const;
export type GrabRequestStatus = (typeof GRAB_REQUEST_STATUSES)[number];

const handle = staff('grabRequests.handle');

export const grabRequestKind = defineRecordKind({
  kind: 'grabRequest',
  statuses: GRAB_REQUEST_STATUSES,
  initial: 'toBeHandled',
  created: 'apply',
  transitions: {
    toBeHandled: {
      grant: { to: 'granted', by: [handle, 'system'] },
      refuse: { to: 'refused', by: [handle], needs: ['notes'] },
      delete: { to: 'deleted', by: ['owner'] },
    },
    granted: {},
    refused: {},
    deleted: {},
  },
  // A refusal's handling notes (spec §3).
  fields: { notes: { max: 200, problem: 'notesRequired' satisfies GrabRequestMessageId } },
  descriptions: {
    toBeHandled: 'Applied by a certified customer; waits for staff of its company.',
    granted:
      'Staff granted it with a sailing and prices, or the server did (the waitlist) with space another order gave back, at the listed prices: a space order holds the space as an offer until the tenant’s deadline, and the customer opens its payment in My Space.',
    refused: 'Staff refused it with handling notes.',
    deleted: 'Its owner deleted it while it waited.',
  },
  purpose:
    'The life of a grab request: staff grant or refuse it, the server grants it from the waitlist, its owner deletes it while it waits.',
  specSections: [
    '§3 Spot booking (grab space) statuses',
    '§4 Deletion refused when the status does not allow it',
    '§8 "Cannot delete in the current state"',
  ],
});

export const GRAB_REQUEST_EVENTS = grabRequestKind.events;
export type GrabRequestEvent = (typeof GRAB_REQUEST_EVENTS)[number];
/** The handling notes staff give when refusing. */
export const GRAB_REQUEST_NOTES_MAX = grabRequestKind.fields.notes.max;
