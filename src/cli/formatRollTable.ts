/** One value of a distribution with its probability. */
interface RollOutcome {
  value: number;
  p: number;
}

/**
 * The table `gruntlab roll` prints: each value with P(=), P(≥) and P(≤) as percentages, then the mean and sd.
 * @example formatRollTable('d1', [{ value: 1, p: 1 }], 1, 0).split('\n')[2] // '    1  100.00%  100.00%  100.00%'
 */
export function formatRollTable(
  expression: string,
  outcomes: readonly RollOutcome[],
  mean: number,
  sd: number,
): string {
  const width = Math.max(5, ...outcomes.map((o) => String(o.value).length));
  const header = `${'value'.padStart(width)}  ${'='.padStart(7)}  ${'≥'.padStart(7)}  ${'≤'.padStart(7)}`;
  const lines = [expression, header];
  let below = 0;
  const total = outcomes.reduce((s, o) => s + o.p, 0);
  for (const o of outcomes) {
    const atMost = below + o.p;
    const atLeast = total - below;
    lines.push(`${String(o.value).padStart(width)}  ${percent(o.p)}  ${percent(atLeast)}  ${percent(atMost)}`);
    below = atMost;
  }
  lines.push(`mean ${fixed(mean)}, sd ${fixed(sd)}`);
  return lines.join('\n');
}

/** A percentage in 7 characters: 2 decimals, or the first digits of a tiny one. */
function percent(p: number): string {
  const x = Math.min(100, Math.max(0, p * 100));
  if (x !== 0 && x < 0.005) return `${x.toExponential(1)}%`.padStart(7);
  return `${x.toFixed(2)}%`.padStart(7);
}

function fixed(x: number): string {
  return String(Math.round(x * 10_000) / 10_000);
}
