/**
 * The body every workspace record list shares (orders, advance bookings, grab requests):
 * the record's own status filter, the time of creation as a range of instants, and paging. The
 * client turns the days its user picks into the instants of the user's own midnights (the server
 * cannot know that time zone); the range must not end before it starts (spec §5 `startAfterEnd`).
 */
import * as v from 'valibot';
import { MultiLineText, Text } from './plain-text.ts';
import { Id } from './schema-parts.ts';

/** The issue message server/validation.ts recognises and answers with `createdRangeMessage`. */
export const CREATED_RANGE_ISSUE = 'startAfterEnd';

/** Spec §5's "start after end" (domain/messages.ts `startAfterEnd`), as the app's catalogs word it. */
export const createdRangeMessage = {
  cn: '开始日期不能晚于结束日期',
  en: 'The start date cannot be after the end date',
} as const;

/** An instant (ISO 8601 with its offset), bounded in length. */
const Instant = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp());

/** A staff list's customer filter: one customer by id (from a link), or a search of email, name or company. */
export const CUSTOMER_FILTER = {
  customerId: v.optional(Id),
  customer: v.optional(Text(100)),
};

export const LIST_PAGING = {
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
};

export interface CreatedRange {
  /** Records created at or after this instant. */
  createdFrom?: string | undefined;
  /** Records created before this instant (the day after the last one the user picked). */
  createdBefore?: string | undefined;
}

/** The rule: a range with both ends starts before it ends (the last day is included whole, so equal is empty). */
export const createdRangeInOrder = ({ createdFrom, createdBefore }: CreatedRange): boolean =>
  createdFrom === undefined ||
  createdBefore === undefined ||
  Date.parse(createdFrom) < Date.parse(createdBefore);

/**
 * The range as the repositories compare it: records store their times as `toISOString` text, so
 * an instant given with another offset is rewritten to that form.
 */
export const createdRangeOf = ({ createdFrom, createdBefore }: CreatedRange) => ({
  ...(createdFrom === undefined ? {} : { createdFrom: new Date(createdFrom).toISOString() }),
  ...(createdBefore === undefined ? {} : { createdBefore: new Date(createdBefore).toISOString() }),
});

/** A record list's body: `filter` (its status field), the creation range and the page. */
export const recordListBody = <TFilter extends v.ObjectEntries>(filter: TFilter) => {
  const body = v.object({
    ...filter,
    /** Staff only: the records of one customer of their tenant (the customer's page, spec §6). */
    userId: v.optional(Id),
    createdFrom: v.optional(Instant),
    createdBefore: v.optional(Instant),
    // Staff lists only (a customer's own list ignores them).
    ...CUSTOMER_FILTER,
    ...LIST_PAGING,
  });
  type Body = v.InferOutput<typeof body>;
  return v.pipe(
    body,
    // Named on the range's end, so that the answer says which field to fix.
    v.forward<Body, v.CheckIssue<Body>, ['createdBefore']>(
      v.check((value: Body) => createdRangeInOrder(value as CreatedRange), CREATED_RANGE_ISSUE),
      ['createdBefore'] as never,
    ),
  );
};

/**
 * The bodies a record kind's endpoints take, from its id field and statuses: one record by its id,
 * the list filtered by status, and a staff move carrying the text its event needs (a reason, notes).
 */
export const recordBodies = <const TId extends string, const TStatus extends string>(
  idField: TId,
  statuses: readonly [TStatus, ...TStatus[]],
) => {
  const byId = { [idField]: Id } as { [K in TId]: typeof Id };
  return {
    byId: v.object(byId),
    list: recordListBody({ status: v.optional(v.picklist(statuses)) }),
    withText: <const TText extends string>(field: TText, max: number) =>
      v.object({
        ...byId,
        ...({ [field]: MultiLineText(max) } as { [K in TText]: ReturnType<typeof MultiLineText> }),
      }),
  };
};
