/**
 * Runtime schemas of the answers (spec section 7, docs/api.md), the counterpart of the request
 * bodies in schemas.ts: the answer types are inferred from them, the server publishes them as
 * OpenAPI, and the server suite checks every answer it gets against that document.
 */
import type * as v from 'valibot';
import * as accountAnswers from './accounts-answers.ts';
import { AccountPath } from './accounts-paths.ts';
import * as bookingAnswers from './booking-answers.ts';
import * as companyAnswers from './company-answers.ts';
import * as freightAnswers from './freight-answers.ts';
import * as grabRequestAnswers from './grab-request-answers.ts';
import * as orderAnswers from './order-answers.ts';
import type { ApiPath } from './paths.ts';
import * as rateCardAnswers from './rate-card.ts';
import { RateCardPath } from './rate-card-paths.ts';
import * as recordAnswers from './record-answers.ts';
import * as reservationAnswers from './reservation-answers.ts';
import * as trackingShareAnswers from './tracking-share-answers.ts';

/** HTTP 400 answers that carry more than code and message. */
export const InvalidInputBodies: Partial<Record<ApiPath, v.GenericSchema>> = {
  [AccountPath.updateProfile]: accountAnswers.ProfileRefusal,
  [RateCardPath.saveCard]: rateCardAnswers.RateCardRefusal,
};

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema';

/**
 * Every schema the answer modules export, under its name (its type's name): the OpenAPI document's
 * components, which the answers that hold one refer to.
 */
export const NamedAnswerSchemas: Record<string, v.GenericSchema> = Object.fromEntries(
  [
    recordAnswers,
    companyAnswers,
    accountAnswers,
    freightAnswers,
    bookingAnswers,
    reservationAnswers,
    grabRequestAnswers,
    orderAnswers,
    trackingShareAnswers,
  ]
    .flatMap((module): [string, unknown][] => Object.entries(module))
    .filter((entry): entry is [string, v.GenericSchema] => isSchema(entry[1])),
);
