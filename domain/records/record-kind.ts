/**
 * The record kernel: one declaration per kind of record with a life (space orders, advance
 * bookings, grab requests, orders, and every kind added later), from which everything else
 * follows. The declaration is the transition table (status -> event -> status), who may send each
 * event (the record's owner, the server itself, or staff holding a permission of
 * domain/permissions.ts), the fields an event needs (a reason, a booking number) and what each
 * status means. From it come the helpers below, which the server applies (one conditional update
 * from `transitionOf`, its audit entry in the same transaction) and the client asks
 * (`canOffer`); the client's statechart is built from the same declaration by
 * machines/records/record.machine.ts. One definition of what may follow what.
 */
import { type Permission, type PermissionHolder, permissionsOf } from '../permissions.ts';

/** Who sends an event: the record's owner, the server itself (a window passed), or staff. */
export type Party = 'owner' | 'staff' | 'system';

/** One sender a transition accepts: the owner, the system, or staff holding a permission. */
export type Sender = 'owner' | 'system' | { staff: Permission };

export const staff = (permission: Permission): Sender => ({ staff: permission });

export const partyOf = (sender: Sender): Party => (typeof sender === 'string' ? sender : 'staff');

/** What a field an event carries must be: filled in, within `max` characters, of `pattern`. */
export interface FieldRule<M extends string> {
  max: number;
  pattern?: RegExp;
  /** The message id of a blank or malformed value. */
  problem: M;
}

export interface Transition<S extends string, F extends string> {
  to: S;
  by: readonly Sender[];
  /** The fields the event must carry (spec §3: a refusal's reason, a step's number). */
  needs?: readonly F[];
  /** For the diagram's reader: what the move means. */
  description?: string;
}

export interface RecordKindDeclaration<
  K extends string,
  S extends string,
  E extends string,
  F extends string,
  M extends string,
> {
  kind: K;
  /** Every status, in the order lists and filters show them. */
  statuses: readonly S[];
  /** The status a new record starts in, and the audit trail's event for the creation. */
  initial: S;
  created: string;
  /**
   * Other statuses a record may be created in, by the server only (a granted grab request's space
   * order starts as an offer, not in the payment window).
   */
  alsoStartsIn?: readonly S[];
  /** Every event, in the order pages offer them; by default the table's, in the order it names them. */
  events?: readonly E[];
  transitions: Record<S, Partial<Record<E, Transition<S, F>>>>;
  fields: Record<F, FieldRule<M>>;
  /** What each status means, for the diagrams an auditor reads. */
  descriptions: Record<S, string>;
  /** One sentence for the diagram's index, and the spec sections the life implements. */
  purpose: string;
  specSections: readonly string[];
}

/** Who asks, as the table sees them: the record's owner, staff with their permissions, the server. */
export type RecordViewer =
  | { party: 'owner' }
  | { party: 'system' }
  | { party: 'staff'; permissions: readonly Permission[] };

/** The viewer of a record: its owner when the user owns it, else staff with the user's permissions. */
export const recordViewerOf = (user: PermissionHolder, owns: boolean): RecordViewer =>
  owns ? { party: 'owner' } : { party: 'staff', permissions: permissionsOf(user) };

const accepts = (sender: Sender, viewer: RecordViewer): boolean =>
  typeof sender === 'string'
    ? sender === viewer.party
    : viewer.party === 'staff' && viewer.permissions.includes(sender.staff);

export type FieldValues<F extends string> = Partial<Record<F, string | null | undefined>>;

export const defineRecordKind = <
  K extends string,
  S extends string,
  E extends string,
  F extends string = never,
  M extends string = never,
>(
  declaration: RecordKindDeclaration<K, S, E, F, M>,
) => {
  const { statuses, transitions, fields } = declaration;
  const events: readonly E[] = declaration.events ?? [
    ...new Set(statuses.flatMap((status) => Object.keys(transitions[status]) as E[])),
  ];
  const stepOf = (status: S, event: E): Transition<S, F> | undefined => transitions[status][event];

  /** The status after `event`, or null when the table does not allow it from `status` for `party`. */
  const next = (status: S, event: E, party: Party): S | null => {
    const step = stepOf(status, event);
    return step?.by.some((sender) => partyOf(sender) === party) ? step.to : null;
  };

  /** The statuses from which `event` leads somewhere for `party`: the `WHERE status IN (…)` of its update. */
  const statusesAllowing = (event: E, party: Party): S[] =>
    statuses.filter((status) => next(status, event, party) !== null);

  /**
   * An event as one conditional update: from the statuses that allow it to its status (the same for
   * all of them in every table); null when `party` may never send it.
   */
  const transitionOf = (event: E, party: Party): { from: S[]; to: S } | null => {
    const from = statusesAllowing(event, party);
    const to = from[0] === undefined ? undefined : stepOf(from[0], event)?.to;
    return to === undefined ? null : { from, to };
  };

  const isFinal = (status: S): boolean => Object.keys(transitions[status]).length === 0;

  /** Whether a new record may start in `status`: the initial one, or one of `alsoStartsIn`. */
  const startsIn = (status: S): boolean =>
    status === declaration.initial || (declaration.alsoStartsIn ?? []).includes(status);

  /** The fields `event` needs wherever the table allows it. */
  const needs = (event: E): readonly F[] => {
    for (const status of statuses) {
      const step = stepOf(status, event);
      if (step?.needs !== undefined) return step.needs;
    }
    return [];
  };

  /** The first field `event` needs that is blank or malformed, as its message id; null when all are fine. */
  const problemOf = (event: E, values: FieldValues<F>): M | null => {
    for (const field of needs(event)) {
      const rule = fields[field];
      const value = values[field]?.trim() ?? '';
      if (value === '' || [...value].length > rule.max || (rule.pattern && !rule.pattern.test(value)))
        return rule.problem;
    }
    return null;
  };

  /** Whether to offer `viewer` the action `event` on a record at `status` (no field is asked yet). */
  const canOffer = (status: S, event: E, viewer: RecordViewer): boolean =>
    stepOf(status, event)?.by.some((sender) => accepts(sender, viewer)) === true;

  /** Whether `viewer` may move a record at `status` by `event` with these field values: the guard. */
  const canMove = (status: S, event: E, viewer: RecordViewer, values: FieldValues<F> = {}): boolean =>
    canOffer(status, event, viewer) && problemOf(event, values) === null;

  /**
   * `transitionOf` for one viewer: the statuses from which the table lets this viewer send `event`
   * (staff only with the event's permission), and where it leads; null when they never may.
   */
  const transitionFor = (event: E, viewer: RecordViewer): { from: S[]; to: S } | null => {
    const from = statuses.filter((status) => canOffer(status, event, viewer));
    const to = from[0] === undefined ? undefined : stepOf(from[0], event)?.to;
    return to === undefined ? null : { from, to };
  };

  /** The events `viewer` may send from `status`, in the declaration's order. */
  const offers = (status: S, viewer: RecordViewer): E[] =>
    events.filter((event) => canOffer(status, event, viewer));

  return {
    ...declaration,
    events,
    next,
    statusesAllowing,
    transitionOf,
    isFinal,
    startsIn,
    needs,
    problemOf,
    canOffer,
    canMove,
    transitionFor,
    offers,
  };
};

export type RecordKindOf<
  K extends string,
  S extends string,
  E extends string,
  F extends string,
  M extends string,
> = ReturnType<typeof defineRecordKind<K, S, E, F, M>>;
/** Any record kind, for code that handles every kind alike (the machine builder, the record store). */
// biome-ignore lint/suspicious/noExplicitAny: the generic kind's parameters are each kind's own unions
export type AnyRecordKind = RecordKindOf<string, any, any, any, any>;

/** A signed-in user as the read rule sees them. */
export interface RecordReader {
  userId: number;
  companyId: number;
  userType: number | null | undefined;
}

/**
 * Who may read a record (and its trail): its owner, and staff of its tenant who may read records.
 * Another tenant's record, or another customer's, is not readable: the server answers it as
 * missing, so ids cannot be probed.
 */
export const mayReadRecord = (reader: RecordReader, record: { userId: number; companyId: number }): boolean =>
  record.companyId === reader.companyId &&
  (record.userId === reader.userId || permissionsOf(reader).includes('records.read'));

/** Reads one record by id for a reader, answering only what they may read (`mayReadRecord`). */
export const readerOf =
  <R extends { userId: number; companyId: number }>(find: (id: number) => Promise<R | undefined>) =>
  async (reader: RecordReader, id: number): Promise<R | undefined> => {
    const record = await find(id);
    return record !== undefined && mayReadRecord(reader, record) ? record : undefined;
  };

/** The viewer a reader is for a record they may read: its owner, or staff with their permissions. */
export const viewerOfRecord = (reader: RecordReader, record: { userId: number }): RecordViewer =>
  recordViewerOf(reader, record.userId === reader.userId);
