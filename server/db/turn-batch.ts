/**
 * Statements asked for within one turn of the event loop, sent as one (the DataLoader pattern).
 * When a crowd arrives at once (a release's grab storm, spec §5) every request reads its session,
 * its Idempotency-Key, its sailing, that sailing's stock, its allowance and its file, and counts
 * against the booking limit; one statement for a turn's requests costs about what one request's
 * did (docs/booking.md, "Fourth round").
 *
 * Nothing is cached: each turn reads afresh, after every request of the turn asked, so no answer is
 * older than the request that gets it; a write is answered only once its statement is done. Only
 * on the portal's own connection, never inside a transaction (a transaction's statements must go
 * through its connection and see its writes).
 */

/** A turn's distinct keys beyond this go in another statement (bound parameters stay few). */
export const TURN_BATCH_MAX_KEYS = 500;

interface Batch<K, V> {
  waiters: Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>;
  sent: boolean;
}

/**
 * `load` sends one statement for every key given and answers by key; a key it does not answer
 * answers undefined. A failed load fails every ask of its turn with the same error.
 */
export const turnBatch = <K, V>(
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  maxKeys = TURN_BATCH_MAX_KEYS,
): ((key: K) => Promise<V | undefined>) => {
  let open: Batch<K, V> | null = null;

  const send = (batch: Batch<K, V>): void => {
    if (batch.sent) return;
    batch.sent = true;
    if (open === batch) open = null;
    load([...batch.waiters.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch.waiters)
          for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.waiters.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = open;
      if (batch === null) {
        const fresh: Batch<K, V> = { waiters: new Map(), sent: false };
        open = batch = fresh;
        // After the turn's I/O callbacks: every request that arrived in this turn has asked by then.
        setImmediate(() => send(fresh));
      }
      const waiters = batch.waiters.get(key);
      if (waiters === undefined) batch.waiters.set(key, [{ resolve, reject }]);
      else waiters.push({ resolve, reject });
      if (batch.waiters.size >= maxKeys) send(batch);
    });
};

type Settled<R> = { value: R } | { error: unknown };

/**
 * Writes asked for within one turn, done together by `writeAll` (one statement, or one transaction,
 * for all of them: all are written or none). When it fails, each write is done again alone (by
 * `writeAll` with it alone) and answered as that gives it, so a write's answer never depends on the
 * others of its turn (a refusal or a conflict of one of them costs the turn a second try, nothing
 * more).
 */
export const turnWrites = <W, R>(
  writeAll: (writes: readonly W[]) => Promise<readonly R[]>,
  maxWrites = TURN_BATCH_MAX_KEYS,
): ((write: W) => Promise<R>) => {
  const alone = (write: W): Promise<Settled<R>> =>
    writeAll([write]).then(
      ([value]) => ({ value: value! }),
      (error: unknown) => ({ error }),
    );
  // Each write is its own key (an object, by identity): none is merged with another.
  const written = turnBatch<{ write: W }, Settled<R>>(async (keys) => {
    if (keys.length > 1) {
      try {
        const values = await writeAll(keys.map((key) => key.write));
        return new Map(keys.map((key, index) => [key, { value: values[index]! }]));
      } catch {
        // Some write of the turn could not be done as it stood: each is done alone below.
      }
    }
    const settled = await Promise.all(keys.map((key) => alone(key.write)));
    return new Map(keys.map((key, index) => [key, settled[index]!]));
  }, maxWrites);
  return async (write) => {
    const answer = (await written({ write }))!;
    if ('error' in answer) throw answer.error;
    return answer.value;
  };
};
