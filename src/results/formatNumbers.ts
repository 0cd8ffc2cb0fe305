/**
 * Number formats for people.
 * @example percent(0.25314) // '25.31%'
 */
export function percent(p: number, digits = 2): string {
  return `${(p * 100).toFixed(digits)}%`;
}

/** @example plusMinus(0.2531, 0.2522, 0.2540) // '25.31% ± 0.09' */
export function plusMinus(p: number, lo: number, hi: number): string {
  const half = Math.max(p - lo, hi - p) * 100;
  return half === 0 ? percent(p) : `${percent(p)} ± ${half.toFixed(2)}`;
}

/** @example fixed(0.250312) // '0.250' */
export function fixed(x: number, digits = 3): string {
  return x.toFixed(digits);
}

/** @example grouped(1000000) // '1,000,000' */
export function grouped(n: number): string {
  return n.toLocaleString('en-US');
}
