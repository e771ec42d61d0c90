/**
 * Bounds the password hashings (scrypt) that run at once (the login flood). scrypt runs on libuv's thread
 * pool, 4 threads shared with file reads: 40 parallel logins used to fill it, so every login waited
 * over 30 s and static files 3.5 s. Through the gate at most `capacity` hashings run, a short line
 * waits, and the rest are refused at once (the caller answers "busy", HTTP 429).
 */

/** What a gated task answers instead of its result when the line is full. */
export const BUSY: unique symbol = Symbol('hash gate busy');

export interface HashGateOptions {
  /** Hashings at once; keep it below libuv's 4 threads so file reads always find one. */
  capacity: number;
  /** Callers that may wait for a slot; more are refused. Default twice the capacity. */
  queueLength?: number;
}

export const createHashGate = ({ capacity, queueLength = 2 * capacity }: HashGateOptions) => {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A finished task hands its slot straight to the next in line. */
  const release = () => {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  };

  return {
    run: async <T>(task: () => Promise<T>): Promise<T | typeof BUSY> => {
      if (running < capacity) running += 1;
      else if (waiting.length < queueLength) await new Promise<void>((resolve) => waiting.push(resolve));
      else return BUSY;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
};

export type HashGate = ReturnType<typeof createHashGate>;
