/**
 * POST /dev/clock {advanceMs}: moves the demo clock on and sweeps at once, so that a browser test
 * sees a 3-minute payment window end without waiting 3 minutes (spec §4). Registered only in demo
 * mode with PORTAL_CLOCK set (server/main.ts hands buildApp a movable clock only then).
 */
import type { FastifyInstance } from 'fastify';
import type { MovableClock } from '../services/accounts/clock.ts';
import type { Sweeper } from '../services/booking/sweeper.ts';

export const DEV_CLOCK_URL = '/dev/clock';
/** A week at most per call: enough for any window the portal has. */
const MAX_ADVANCE_MS = 7 * 24 * 60 * 60_000;

export const isMovable = (clock: () => Date): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';

export const devClockRoutes = async (
  app: FastifyInstance,
  { clock, sweeper }: { clock: MovableClock; sweeper: Pick<Sweeper, 'run'> },
) => {
  app.post<{ Body: { advanceMs?: unknown } }>(DEV_CLOCK_URL, async (request, reply) => {
    const { advanceMs } = request.body ?? {};
    if (
      typeof advanceMs !== 'number' ||
      !Number.isInteger(advanceMs) ||
      advanceMs < 0 ||
      advanceMs > MAX_ADVANCE_MS
    )
      return reply.code(400).send({ error: `advanceMs must be an integer from 0 to ${MAX_ADVANCE_MS}` });
    clock.advance(advanceMs);
    const swept = await sweeper.run();
    return { now: clock().toISOString(), swept };
  });
};
