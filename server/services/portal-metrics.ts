/**
 * What the portal tells Prometheus (docs/deploy.md, GET /metrics): request latency by route, holds
 * taken and refused, the background jobs' runs, the mail queue's depth and the payment provider's
 * calls and errors. Each app has its own registry (tests build several apps in one process); the
 * process's own metrics (CPU, memory, event loop, GC) are the process's, collected once and shown
 * by every app's registry.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type PaymentProvider, PaymentProviderError } from './payment/provider.ts';

let processRegistry: Registry | undefined;

/** Created with the first app: the default metrics' observers are per process, not per app. */
const processMetrics = (): Registry => {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** The calls of a provider that reach it over the network (or the sandbox's table). */
const PROVIDER_CALLS = ['create', 'query', 'close', 'refund', 'queryRefund'] as const;

export const createPortalMetrics = () => {
  const own = new Registry();
  const registers = [own];
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw URL), method and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const holdsTaken = new Counter({
    name: 'portal_holds_taken_total',
    help: 'Space holds taken (an order opened on held space)',
    registers,
  });
  const holdsRefused = new Counter({
    name: 'portal_holds_refused_total',
    help: 'Booking attempts refused, by the message id that says why',
    labelNames: ['reason'],
    registers,
  });
  const jobRuns = new Counter({
    name: 'portal_sweeper_runs_total',
    help: 'Runs of the background jobs, by job and outcome (ok or error)',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const providerCalls = new Counter({
    name: 'portal_payment_provider_requests_total',
    help: 'Calls to the payment provider, by operation',
    labelNames: ['operation'],
    registers,
  });
  const providerErrors = new Counter({
    name: 'portal_payment_provider_errors_total',
    help: 'Payment provider calls that failed, by operation and provider code',
    labelNames: ['operation', 'code'],
    registers,
  });
  /** Set on each scrape by `countQueuedMail`: the mails queued and not delivered yet. */
  let countQueuedMail: () => Promise<number> = async () => 0;
  new Gauge({
    name: 'portal_mail_queue_depth',
    help: 'Mails queued and not yet delivered (the retries waiting for their time included)',
    registers,
    async collect() {
      this.set(await countQueuedMail());
    },
  });

  return {
    registry: Registry.merge([processMetrics(), own]),

    /** A request answered: `route` is Fastify's route pattern, or `unmatched` for a 404 of no route. */
    observeRequest: (labels: { method: string; route: string; status_code: number }, seconds: number) =>
      requestDuration.observe(labels, seconds),

    /** A booking's outcome, counted as a hold taken or refused with its message id; answers it. */
    countHold: <O extends { ok: true } | { ok: false; id: string }>(outcome: O): O => {
      if (outcome.ok) holdsTaken.inc();
      else holdsRefused.inc({ reason: outcome.id });
      return outcome;
    },

    /** A background job's step, counted with its outcome; its error goes on to the caller. */
    job:
      <T>(job: string, run: () => Promise<T>) =>
      async (): Promise<T> => {
        try {
          const result = await run();
          jobRuns.inc({ job, outcome: 'ok' });
          return result;
        } catch (error) {
          jobRuns.inc({ job, outcome: 'error' });
          throw error;
        }
      },

    /** The provider with its network calls counted, and their failures by the provider's code. */
    observeProvider: <P extends PaymentProvider>(provider: P): P => {
      const observed = { ...provider };
      for (const operation of PROVIDER_CALLS) {
        const call = provider[operation] as (...args: unknown[]) => Promise<unknown>;
        (observed as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
          providerCalls.inc({ operation });
          try {
            return await call(...args);
          } catch (error) {
            const code = error instanceof PaymentProviderError ? error.providerCode : 'UNKNOWN';
            providerErrors.inc({ operation, code });
            throw error;
          }
        };
      }
      return observed;
    },

    /** Where the mail queue's depth is read from on a scrape. */
    countMailWith: (count: () => Promise<number>): void => {
      countQueuedMail = count;
    },
  };
};

export type PortalMetrics = ReturnType<typeof createPortalMetrics>;
