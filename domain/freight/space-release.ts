/**
 * Space the forwarder's pricing staff release on a sailing (spec §3: a SPOT product is released
 * space with a loading guarantee and its price; existing space 现舱 is released space without one):
 * what may be released, the limits, and the words of each refusal in both languages. The stock
 * itself changes only by conditional updates (server/db/repositories/space-release-repository.ts).
 */
import * as v from 'valibot';
import { CONTAINER_TYPES } from './codes.ts';

/** The most units of one container type a release, or a top-up, names at once. */
export const MAX_RELEASE_QUANTITY = 9_999;
/** A unit price in minor units stays far below the bigint order amounts it multiplies into. */
export const MAX_RELEASE_PRICE_MINOR = 100_000_000;
/** When a route publishes no FCL delivery cut-off (DCSA FCO), the release closes this long before the ETD. */
export const DEFAULT_CUT_OFF_BEFORE_ETD_MS = 30 * 3_600_000;

export const RELEASE_KINDS = ['guarantee', 'existing'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];
export const RELEASE_ACTIONS = ['release', 'topUp', 'reduce', 'close'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

const Quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RELEASE_QUANTITY));

export const ReleaseLine = v.object({
  containerType: v.picklist(CONTAINER_TYPES),
  quantity: Quantity,
  priceMinor: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RELEASE_PRICE_MINOR)),
  /** How many units one customer account may hold; none: the portal's default allowance. */
  allowance: v.optional(Quantity),
});
export type ReleaseLine = v.InferOutput<typeof ReleaseLine>;

export const ReleaseSpaceBody = v.object({
  routeId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  kind: v.picklist(RELEASE_KINDS),
  /** ISO 4217 code of every line's price. */
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  lines: v.pipe(v.array(ReleaseLine), v.minLength(1), v.maxLength(CONTAINER_TYPES.length)),
});
export type ReleaseSpaceBody = v.InferOutput<typeof ReleaseSpaceBody>;

export const spaceReleaseMessages = {
  releaseRouteNotFound: { cn: '找不到该航次', en: 'No such sailing' },
  releasedSailingNotFound: { cn: '找不到该放舱航次', en: 'No such released sailing' },
  releaseCutOffPassed: {
    cn: '该航次已过截重柜时间，不能再放舱',
    en: 'The sailing is past its FCL cut-off; no space can be released on it',
  },
  releaseDuplicateType: {
    cn: '每种箱型只能填写一行',
    en: 'Give each container type on one line only',
  },
  releaseAllowanceAboveQuantity: {
    cn: '每个客户的限额不能大于放舱数量',
    en: 'The allowance per customer cannot exceed the quantity released',
  },
  releaseExists: {
    cn: '该航次已放过此类舱位，请在列表中追加数量',
    en: 'Space of this kind is already released on this sailing; top it up in the list instead',
  },
  releaseClosed: {
    cn: '该放舱已关闭，不能再追加或减少',
    en: 'This release is closed; it can no longer be topped up or reduced',
  },
  releaseTypeNotReleased: {
    cn: '该航次未放此箱型',
    en: 'This container type was not released on this sailing',
  },
  releaseReduceHeld: {
    cn: '只能减少尚未被订走的舱位（剩余 {remaining}）',
    en: 'Only space not yet held can be taken back ({remaining} left)',
  },
  spaceReleased: { cn: '舱位已放出', en: 'The space was released' },
  spaceToppedUp: { cn: '舱位已追加', en: 'The space was topped up' },
  spaceReduced: { cn: '舱位已减少', en: 'The space was reduced' },
  releaseClosedNow: { cn: '放舱已关闭', en: 'The release was closed' },
} as const satisfies Record<string, { cn: string; en: string }>;

export type SpaceReleaseMessageId = keyof typeof spaceReleaseMessages;

export const formatSpaceReleaseMessage = (
  id: SpaceReleaseMessageId,
  language: 'cn' | 'en',
  values?: Record<string, string | number>,
): string =>
  spaceReleaseMessages[id][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values?.[name] === undefined ? whole : String(values[name]),
  );

/**
 * The rule of a new release: the sailing's FCL cut-off must still be ahead (past it the space is
 * stopping, domain/freight/space.ts), each container type on one line, and no customer's allowance
 * above the quantity released. Null when it may be released.
 */
export const releaseRefusal = (
  body: Pick<ReleaseSpaceBody, 'lines'>,
  cutOff: number,
  now: number,
): SpaceReleaseMessageId | null => {
  if (now >= cutOff) return 'releaseCutOffPassed';
  const types = new Set(body.lines.map((line) => line.containerType));
  if (types.size !== body.lines.length) return 'releaseDuplicateType';
  if (body.lines.some((line) => line.allowance !== undefined && line.allowance > line.quantity))
    return 'releaseAllowanceAboveQuantity';
  return null;
};

/**
 * A released sailing's cut-off: the route's FCL delivery cut-off (DCSA FCO) as published, else
 * DEFAULT_CUT_OFF_BEFORE_ETD_MS before its departure (as the generated space has it).
 */
export const releaseCutOff = (
  cutOffs: readonly { cutOffDateTimeCode: string; cutOffDateTime: string }[],
  etd: number,
): number => {
  const fco = cutOffs.find((cutOff) => cutOff.cutOffDateTimeCode === 'FCO');
  const at = fco === undefined ? Number.NaN : Date.parse(fco.cutOffDateTime);
  return Number.isNaN(at) ? etd - DEFAULT_CUT_OFF_BEFORE_ETD_MS : at;
};
