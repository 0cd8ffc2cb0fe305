/**
 * A discrete distribution laid out for drawing a value with one uniform (Walker's alias method, Vose's
 * construction): column i = (u × size) | 0 keeps its own value when the rest of u × size is below threshold[i],
 * else gives alias[i]'s. Kernels use it to draw a whole step whose exact distribution is small and known (the opposed
 * roll and potential hits of a volley; one hit's effect and victim) with one uniform instead of a die per roll.
 */
export interface AliasTable {
  size: number;
  /** Per column: the share of the column its own value keeps, in [0, 1]. */
  threshold: Float64Array;
  /** Per column: the value that fills the rest of it. */
  alias: Int32Array;
  /** Per column: its own value. */
  value: Int32Array;
}

/**
 * Builds the table of `entries` (value, probability), probabilities summing to 1 (entries of probability 0 are left
 * out). Deterministic: the same entries in the same order give the same table, in every worker.
 * @example sampleAlias(aliasTable([[7, 0.25], [9, 0.75]]), 0.1) // 7
 */
export function aliasTable(entries: ReadonlyArray<readonly [number, number]>): AliasTable {
  const kept = entries.filter(([, p]) => p > 0);
  const size = kept.length;
  const total = kept.reduce((sum, [, p]) => sum + p, 0);
  const scaled = kept.map(([, p]) => (p * size) / total);
  const threshold = new Float64Array(size);
  const alias = new Int32Array(size);
  const value = Int32Array.from(kept, ([v]) => v);
  const small: number[] = [];
  const large: number[] = [];
  scaled.forEach((s, i) => (s < 1 ? small : large).push(i));
  while (small.length > 0 && large.length > 0) {
    const s = small.pop()!;
    const l = large[large.length - 1];
    threshold[s] = scaled[s];
    alias[s] = value[l];
    scaled[l] -= 1 - scaled[s];
    if (scaled[l] < 1) small.push(large.pop()!);
  }
  // What is left is 1 up to rounding: those columns keep their own value.
  for (const i of [...small, ...large]) {
    threshold[i] = 1;
    alias[i] = value[i];
  }
  return { size, threshold, alias, value };
}

/**
 * One value drawn from the table with the uniform `u` in [0, 1). Kernels write these two lines inline.
 * @example sampleAlias(aliasTable([[1, 0.5], [2, 0.5]]), 0.75) // 2
 */
export function sampleAlias(t: AliasTable, u: number): number {
  const x = u * t.size;
  const i = x | 0;
  return x - i < t.threshold[i] ? t.value[i] : t.alias[i];
}

/**
 * Column i's value at 2i and its alias at 2i + 1: a kernel picks one without a branch, as
 * `pairs[2i + 1 - (Math.ceil(threshold[i] - (x - i)) | 0)]` — the ceiling is 1 exactly when x - i < threshold[i]
 * (both in [0, 1]), so the same value as sampleAlias.
 * @example aliasPairs(aliasTable([[7, 0.25], [9, 0.75]])).length // 4
 */
export function aliasPairs(t: AliasTable): Int32Array {
  const pairs = new Int32Array(2 * t.size);
  for (let i = 0; i < t.size; i++) {
    pairs[2 * i] = t.value[i];
    pairs[2 * i + 1] = t.alias[i];
  }
  return pairs;
}
