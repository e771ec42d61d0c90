/**
 * Reads what every request carries (spec section 7): the sys_source header, the Authorization
 * token, and the language to answer in. Sessions arrive in a later issue; until then the token is
 * only hashed into the persona-event session key.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Language, languageOf } from '../messages.ts';

export interface RequestContext {
  language: Language;
  /** The language only when the request names one (an Accept-Language header); else undefined. */
  statedLanguage: Language | undefined;
  sysSource: string;
  authToken: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    portal: RequestContext;
  }
}

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text === undefined || text === '' ? undefined : text;
};

/** A getter rather than an onRequest hook: errors raised before the hooks run still know the language. */
export const decorateRequestContext = (app: FastifyInstance): void => {
  app.decorateRequest('portal', {
    getter(this: FastifyRequest): RequestContext {
      const acceptLanguage = headerValue(this, 'accept-language');
      return {
        language: languageOf(acceptLanguage),
        statedLanguage: acceptLanguage === undefined ? undefined : languageOf(acceptLanguage),
        sysSource: headerValue(this, 'sys_source') ?? '',
        authToken: headerValue(this, 'authorization'),
      };
    },
  });
};
