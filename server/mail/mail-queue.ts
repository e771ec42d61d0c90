/**
 * The mail queue. A request writes one row saying what to send and answers; this worker
 * delivers after the answer, so the answer's time does not depend on whether a mail goes out. It
 * retries failures with backoff and, started with the app, first delivers what a crash or a stop
 * left queued. Rows live in the database, so several instances share one queue: a conditional
 * claim decides which instance delivers a row.
 */
import type { MailQueueRepository, QueuedMail } from '../db/repositories/mail-queue-repository.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export interface MailJob {
  kind: string;
}

/** Renders a job when it is delivered; null when there is nothing to send (e.g. no such account). */
export type ComposeMail<J extends MailJob> = (job: J) => Promise<MailMessage | null>;

/** One composer for each kind of job. */
export type MailComposers<J extends MailJob> = { [K in J['kind']]: ComposeMail<Extract<J, { kind: K }>> };

/** Composes a job with its kind's composer. */
export const composeByKind =
  <J extends MailJob>(composers: MailComposers<J>): ComposeMail<J> =>
  (job) =>
    (composers[job.kind as J['kind']] as ComposeMail<J>)(job);

export type ReportError = (error: unknown, context: string) => void;

const MINUTE_MS = 60_000;
/** Rows fetched per query; a larger backlog is worked through batch after batch. */
const BATCH_SIZE = 20;
/** A delivery not finished after this is presumed lost with its process, and the row is due again. */
export const DELIVERY_LEASE_MS = 2 * MINUTE_MS;
/** After this many failed attempts (about five hours of backoff) a row stays as 'failed'. */
export const MAX_ATTEMPTS = 10;
/** Picks up retries that came due and rows queued by instances that stopped before delivering. */
const POLL_INTERVAL_MS = 15_000;

/** 1, 2, 4 ... minutes after the first, second, third failure, at most an hour. */
export const retryDelayMs = (failedAttempts: number): number =>
  Math.min(MINUTE_MS * 2 ** (failedAttempts - 1), 60 * MINUTE_MS);

export interface MailQueueOptions<J extends MailJob> {
  queue: MailQueueRepository;
  mailer: Mailer;
  compose: ComposeMail<J>;
  now: () => Date;
  /** Wraps each delivery pass, e.g. to count its runs and their outcomes (GET /metrics). */
  observe?: (run: () => Promise<void>) => () => Promise<void>;
}

const isoAfter = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();

export const createMailQueue = <J extends MailJob>({
  queue,
  mailer,
  compose,
  now,
  observe = (run) => run,
}: MailQueueOptions<J>) => {
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let report: ReportError = () => {};
  /** The delivery pass in progress, and whether rows were queued since it last looked. */
  let pass: Promise<void> | null = null;
  let lookAgain = false;

  const deliver = async (mail: QueuedMail): Promise<void> => {
    if (!(await queue.claim(mail, isoAfter(now(), DELIVERY_LEASE_MS)))) return;
    const attempt = mail.attempts + 1;
    try {
      const message = await compose(JSON.parse(mail.payload) as J);
      if (message !== null) await mailer.send(message);
      await queue.delete(mail.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= MAX_ATTEMPTS) await queue.fail(mail.id, reason);
      else await queue.retryAt(mail.id, isoAfter(now(), retryDelayMs(attempt)), reason);
      report(error, `mail ${mail.id} (${mail.kind}) attempt ${attempt} of ${MAX_ATTEMPTS} failed`);
    }
  };

  const deliverDue = observe(async (): Promise<void> => {
    for (;;) {
      const due = await queue.findDue(now().toISOString(), BATCH_SIZE);
      for (const mail of due) await deliver(mail);
      if (due.length < BATCH_SIZE) return;
    }
  });

  /** One pass at a time; a call during a pass makes that pass look once more before it ends. */
  const run = (): Promise<void> => {
    lookAgain = true;
    pass ??= (async () => {
      try {
        while (lookAgain) {
          lookAgain = false;
          await deliverDue();
        }
      } finally {
        pass = null;
      }
    })();
    return pass;
  };

  /** Timers and kicks stop with the app; an explicit drain still works. */
  const runInBackground = () => {
    if (!started) return;
    run().catch((error: unknown) => report(error, 'mail delivery pass failed'));
  };

  return {
    /** Queues a mail in the caller's request. */
    enqueue: async (job: J): Promise<void> => {
      await queue.insert({ kind: job.kind, payload: JSON.stringify(job), createdAt: now().toISOString() });
      // On the next turn of the event loop, so the request's answer goes out before the delivery starts.
      if (started) setImmediate(runInBackground);
    },

    /** Delivers every row due now, those queued before the call included; tests await it. */
    drain: (): Promise<void> => run(),

    /** From the app's onReady: delivers what is left from before, then polls for due retries. */
    start: (onError: ReportError): void => {
      report = onError;
      started = true;
      timer = setInterval(runInBackground, POLL_INTERVAL_MS);
      timer.unref();
      runInBackground();
    },

    /** From the app's onClose: no new passes; the one in progress finishes before the database closes. */
    stop: async (): Promise<void> => {
      started = false;
      clearInterval(timer);
      // Its failure was reported by whoever started it.
      await pass?.catch(() => undefined);
    },
  };
};

export type MailQueue<J extends MailJob> = ReturnType<typeof createMailQueue<J>>;
