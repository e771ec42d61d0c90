/** The list with the entry at `from` moved to `to` (the up and down buttons of the site content pages). */
export const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
};

/** The list with the entry at `index` replaced by `entry`. */
export const replaced = <T>(list: readonly T[], index: number, entry: T): T[] =>
  list.map((current, i) => (i === index ? entry : current));
