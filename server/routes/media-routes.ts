/** GET /media/<id>: the tenant's generated logos and QR pictures. */
import type { FastifyInstance } from 'fastify';
import { hasControlCharacters } from '../../domain/api/plain-text.ts';
import { translate } from '../messages.ts';
import type { Services } from '../services/index.ts';

export const mediaRoutes = async (app: FastifyInstance, { media }: { media: Services['media'] }) => {
  app.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    // Ids are file names of hashes; a control character (%00 in the address) never reaches the database.
    if (hasControlCharacters(request.params.id)) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(translate('badRequest', request.portal.language));
    }
    const found = await media.find(request.params.id);
    if (found === undefined) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(translate('mediaNotFound', request.portal.language));
    }
    return (
      reply
        .type(found.contentType)
        // Ids carry a hash of the bytes, so a cached copy can never be stale.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An SVG opened on its own must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(found.bytes))
    );
  });
};
