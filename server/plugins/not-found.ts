/** What a request for nothing gets: an envelope under /api/, plain text for media and files, else the shell. */
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../domain/api/envelope.ts';
import { failureOf } from '../envelope.ts';
import { translate } from '../messages.ts';
import { type AppShell, isAssetPath } from './app-shell.ts';

export const registerNotFoundHandler = (
  app: FastifyInstance,
  apiPaths: ReadonlySet<string>,
  shell: AppShell,
): void => {
  app.setNotFoundHandler((request, reply) => {
    const { language } = request.portal;
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (urlPath.startsWith('/api/')) {
      if (apiPaths.has(urlPath)) {
        return reply
          .code(405)
          .header('allow', 'POST')
          .send(failureOf(language, ResultCode.invalidInput, 'methodNotAllowed'));
      }
      return reply.code(404).send(failureOf(language, ResultCode.notFound, 'unknownEndpoint'));
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || urlPath.startsWith('/media/') || isAssetPath(urlPath)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(translate('fileNotFound', language));
    }
    return shell.send(request, reply, 404);
  });
};
