/**
 * A quotation's total (spec §3 quotation): lines for the same container on the same lane (port of
 * loading, port of discharge, container type) from different carriers or sailings are alternatives,
 * one of which the customer will book, not containers to add up. The total counts one choice per
 * container: the chosen line, by default the cheapest.
 */
export interface QuotedLine {
  rateId: number;
  amount: number;
  rate: { pol: { code: string }; pod: { code: string }; containerType: string };
}

/** The key of the container a line quotes: lines with the same key are alternatives. */
export const containerKeyOf = (line: QuotedLine): string =>
  `${line.rate.pol.code}|${line.rate.pod.code}|${line.rate.containerType}`;

/** The lines by the container they quote, in the quotation's order. */
export const alternativesOf = <L extends QuotedLine>(lines: readonly L[]): L[][] => {
  const groups = new Map<string, L[]>();
  for (const line of lines) {
    const key = containerKeyOf(line);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
};

/**
 * The total of one choice per container: the rate chosen for it where `chosen` names one of its
 * lines, otherwise its cheapest line.
 */
export const quotationTotal = (
  lines: readonly QuotedLine[],
  chosen: ReadonlySet<number> = new Set(),
): number =>
  alternativesOf(lines).reduce((sum, group) => {
    const pick =
      group.find((line) => chosen.has(line.rateId)) ??
      group.reduce((cheapest, line) => (line.amount < cheapest.amount ? line : cheapest));
    return sum + pick.amount;
  }, 0);
