/** A small seeded PRNG (mulberry32) so the demo data is the same on every machine for the same seed. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A version-4-shaped UUID drawn from the sequence (deterministic, not cryptographic). */
  uuid(): string;
}

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (length: number) => {
    let text = '';
    while (text.length < length)
      text += Math.floor(next() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    return text.slice(0, length);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    uuid: () => {
      const h = hex(32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(next() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
};
