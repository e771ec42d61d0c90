/**
 * Headers that the API stores (sys_source with persona events, User-Agent with QR-login tickets)
 * get the rule of the request bodies: no control characters (a NUL once answered 500 on
 * PostgreSQL). Node's HTTP parser refuses most of them already; a tab, or a request injected past
 * the parser, is answered here with the envelope's 400 naming the header.
 */
import type { FastifyInstance } from 'fastify';
import { ResultCode, SYS_SOURCE_HEADER } from '../../domain/api/envelope.ts';
import { hasControlCharacters } from '../../domain/api/plain-text.ts';
import { failure } from '../envelope.ts';
import { fieldMessages } from '../messages.ts';

const STORED_HEADERS = [SYS_SOURCE_HEADER, 'user-agent'] as const;

export const rejectControlCharactersInStoredHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    for (const name of STORED_HEADERS) {
      const value = request.headers[name];
      if (
        (Array.isArray(value) ? value : [value]).some(
          (text) => text !== undefined && hasControlCharacters(text),
        )
      ) {
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send(
            failure(ResultCode.invalidInput, fieldMessages.controlCharacters(name)[request.portal.language]),
          );
      }
    }
  });
};
