/**
 * The signed-in user as the freight area sees it: `request.viewer`, set by the accounts area's
 * session plugin (null when anonymous). Read through this one function so the freight code has a
 * single place that knows where the viewer comes from.
 */
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../accounts/viewer.ts';

export type { Viewer } from '../accounts/viewer.ts';

export const viewerOf = (request: FastifyRequest): Viewer | null => request.viewer ?? null;
