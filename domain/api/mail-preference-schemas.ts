/**
 * The customer's choice of record mails (domain/profile/mail-preferences.ts): read and saved whole,
 * every kind with its delivery; the same shape both ways.
 */
import * as v from 'valibot';
import { MAIL_DELIVERIES } from '../profile/mail-preferences.ts';

const Delivery = v.picklist(MAIL_DELIVERIES);

export const MailPreferencesBody = v.strictObject({
  order: Delivery,
  spaceOrder: Delivery,
  grabRequest: Delivery,
  reservation: Delivery,
});
export type MailPreferencesBody = v.InferOutput<typeof MailPreferencesBody>;
