/**
 * Which of the portal's mails about their records a customer gets, and when (beyond the spec): each
 * kind of record mail at once, in one daily digest, or not at all. Account mails (activation,
 * registration, password reset and change) are not here: they are always sent, since the account's
 * safety depends on them. A kind never chosen is sent at once, as before there was a choice.
 */

/** The record mails a customer may choose for, in the order the profile lists them. */
export const MAIL_KINDS = ['order', 'spaceOrder', 'grabRequest', 'reservation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** At once, gathered in the next daily digest, or never. */
export const MAIL_DELIVERIES = ['immediate', 'digest', 'off'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

export type MailPreferences = Record<MailKind, MailDelivery>;

export const DEFAULT_MAIL_DELIVERY: MailDelivery = 'immediate';

/** A user's choices over the defaults: every kind named, the unchosen ones at once. */
export const mailPreferencesOf = (chosen: readonly { kind: string; delivery: string }[]): MailPreferences => {
  const preferences = Object.fromEntries(
    MAIL_KINDS.map((kind) => [kind, DEFAULT_MAIL_DELIVERY]),
  ) as MailPreferences;
  for (const { kind, delivery } of chosen)
    if (isMailKind(kind) && (MAIL_DELIVERIES as readonly string[]).includes(delivery))
      preferences[kind] = delivery as MailDelivery;
  return preferences;
};

/** Whether a mail job's kind is one the customer chooses for (an account mail is not). */
export const isMailKind = (kind: string): kind is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(kind);

/** The daily digest's names of the kinds, in both languages (its headings). */
export const mailKindNames: Record<MailKind, { cn: string; en: string }> = {
  order: { cn: '订单进度', en: 'Order progress' },
  spaceOrder: { cn: '舱位订单', en: 'Space orders' },
  grabRequest: { cn: '抢舱申请', en: 'Grab requests' },
  reservation: { cn: '预约订舱', en: 'Advance bookings' },
};

/**
 * The day a digest gathers: the items collected before the start of the current UTC day go out
 * after it begins (08:00 in China), once.
 */
export const digestCutoff = (now: Date): string => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
