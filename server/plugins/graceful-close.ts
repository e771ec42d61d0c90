/**
 * While the server closes, a request that was already in flight still gets its answer, but with
 * `Connection: close`: otherwise the client keeps the socket alive and close() waits for it.
 */
import type { FastifyInstance } from 'fastify';

export const closeConnectionsWhenClosing = (app: FastifyInstance): void => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
};
