/**
 * A carrier pushes a feed's subscribed events to `POST /dcsa/tnt/callback/<feedId>` (TNT 2.2's
 * callback, docs/feeds.md): a JSON list of events, not the API envelope. The signature covers the
 * body's exact bytes, so this route reads it as a Buffer. 204 when believed; a missing or wrong
 * signature is refused (400 or 401) and counted on the feed; nothing a caller sends gives a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { FEED_CALLBACK_PREFIX } from '../../domain/api/feed-paths.ts';
import { MAX_ID } from '../../domain/api/schema-parts.ts';
import type { FeedService } from '../services/feeds/feed-service.ts';

/** A page of pushed events is small; anything larger is not one. */
const PUSH_BODY_LIMIT = 512 * 1024;

export const feedCallbackRoutes = async (app: FastifyInstance, { feeds }: { feeds: FeedService }) => {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PUSH_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { feedId: string } }>(`${FEED_CALLBACK_PREFIX}/:feedId`, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { feedId } = request.params;
      const id = /^\d{1,10}$/.test(feedId) ? Number(feedId) : 0;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['notification-signature'];
      const answer =
        id < 1 || id > MAX_ID
          ? { status: 404 as const, reason: 'no such feed' }
          : await feeds.receivePush(id, Array.isArray(signature) ? signature[0] : signature, body);
      if (answer.status === 204) return reply.code(204).send();
      return reply.code(answer.status).send({ message: answer.reason ?? '' });
    });
  });
};
