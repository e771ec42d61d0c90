/**
 * What a load balancer or an orchestrator asks an instance (docs/deploy.md): `GET /healthz`, is the
 * process answering at all (liveness: restart it when not), and `GET /readyz`, should requests be
 * sent here now (readiness): the database answers a `select 1` within READINESS_QUERY_TIMEOUT_MS and
 * the instance is not draining. Readiness turns 503 as soon as the server starts closing (SIGTERM,
 * server/portal-process.ts), before the in-flight requests have finished.
 */
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';

export const HEALTH_URL = '/healthz';
export const READY_URL = '/readyz';
/** Longer than a healthy database ever takes, shorter than a balancer's probe timeout (often 2-5 s). */
export const READINESS_QUERY_TIMEOUT_MS = 1000;

export type Readiness = 'ready' | 'draining' | 'databaseUnreachable';

/** True when the database answers within the timeout; a hung connection counts as unreachable. */
const databaseAnswers = async (db: Database, timeoutMs: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      pingDatabase(db).then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** Whether this instance takes new work; the app's close() drains it before it stops accepting. */
export const createReadiness = () => {
  let draining = false;
  return {
    drain: (): void => {
      draining = true;
    },
    isDraining: (): boolean => draining,
  };
};
export type ReadinessState = ReturnType<typeof createReadiness>;

export const healthRoutes = async (
  app: FastifyInstance,
  options: { db: Database; readiness: Pick<ReadinessState, 'isDraining'>; timeoutMs?: number },
): Promise<void> => {
  const { db, readiness: state, timeoutMs = READINESS_QUERY_TIMEOUT_MS } = options;
  // Probes come every few seconds from every balancer: not worth an info line each.
  const quiet = { logLevel: 'warn' } as const;
  app.get(HEALTH_URL, quiet, async () => ({ status: 'live' }));
  app.get(READY_URL, quiet, async (_request, reply) => {
    const readiness: Readiness = state.isDraining()
      ? 'draining'
      : (await databaseAnswers(db, timeoutMs))
        ? 'ready'
        : 'databaseUnreachable';
    reply.code(readiness === 'ready' ? 200 : 503).header('cache-control', 'no-store');
    return { status: readiness };
  });
};
