import { chanceOfCount } from '../core/DerivedOutcome.js';
import type { CellResult } from '../results/ResultsDocument.js';
import { wilson } from '../stats/wilson.js';

/** One number of a reference table with its 95% interval (lo = hi = value when exact). */
export interface ValueReading {
  value: number;
  lo: number;
  hi: number;
  /** The action is impossible in this cell (printed "—"). */
  impossible?: boolean;
}

/** What a table value names: an outcome, a distribution's mean, or P(distribution = k) / P(≥ k). */
type ValueKind =
  | { kind: 'outcome'; name: string }
  | { kind: 'mean'; name: string }
  | { kind: 'at' | 'atLeast' | 'atMost'; name: string; k: number };

/**
 * Reads a value name: `effective` (an outcome, or a derived outcome), `mean.dead`, `dead=0`, `dead>=1`, `dead<=1`.
 * @example parseValueName('dead>=1') // { kind: 'atLeast', name: 'dead', k: 1 }
 */
export function parseValueName(text: string): ValueKind {
  const atLeast = /^([\w-]+)>=(\d+)$/.exec(text);
  if (atLeast) return { kind: 'atLeast', name: atLeast[1], k: Number(atLeast[2]) };
  const atMost = /^([\w-]+)<=(\d+)$/.exec(text);
  if (atMost) return { kind: 'atMost', name: atMost[1], k: Number(atMost[2]) };
  const at = /^([\w-]+)=(\d+)$/.exec(text);
  if (at) return { kind: 'at', name: at[1], k: Number(at[2]) };
  if (text.startsWith('mean.')) return { kind: 'mean', name: text.slice(5) };
  return { kind: 'outcome', name: text };
}

/** Whether a value is a probability (shown in percent) rather than a mean. */
export function isProbability(value: ValueKind): boolean {
  return value.kind !== 'mean';
}

/**
 * The value a cell gives for a value name, with its interval; undefined when the cell has no such
 * outcome or distribution.
 * @example cellValue(cell, parseValueName('effective')) // { value: 0.47, lo: 0.469, hi: 0.471 }
 */
export function cellValue(cell: CellResult, value: ValueKind): ValueReading | undefined {
  const reading = readValue(cell, value);
  return reading && cell.impossible ? { ...reading, impossible: true } : reading;
}

function readValue(cell: CellResult, value: ValueKind): ValueReading | undefined {
  if (value.kind === 'outcome') {
    const o = cell.outcomes[value.name] ?? cell.derived?.[value.name];
    return o && { value: o.p, lo: o.lo, hi: o.hi };
  }
  if (value.kind === 'mean') {
    const m = cell.means[value.name];
    return m && { value: m.mean, lo: m.lo, hi: m.hi };
  }
  const dist = cell.distributions[value.name];
  if (!dist) return undefined;
  const p = chanceOfCount(dist, value.kind === 'at' ? '=' : value.kind === 'atMost' ? '<=' : '>=', value.k);
  if (!cell.trials) return { value: p, lo: p, hi: p };
  return { value: p, ...wilson(Math.round(p * cell.trials), cell.trials) };
}
