import { StepReturnError } from '../core/StepReturnError.js';

/** How far a twin's probability may lie from the derived one before they disagree (float sums of the same terms). */
export const TWIN_TOLERANCE = 1e-12;

/** Where a written twin first differs from the derived one: the outcome, and its probability by each. */
interface TwinDifference {
  outcome: string;
  twin: number;
  derived: number;
}

/**
 * The first outcome whose probability a written exact twin gives differently from the step's derived twin (both as
 * the exact evaluator takes them: a `Dist`, or a chance for `numberMeans`), the derived outcomes first, then any the
 * twin adds; undefined when they agree within TWIN_TOLERANCE. A twin of the wrong kind is a StepReturnError.
 * @example twinDifference('ldRoll', 0.5, 0.45, 'a chance', 'true') // { outcome: 'true', twin: 0.5, derived: 0.45 }
 */
export function twinDifference(
  step: string,
  written: unknown,
  derived: unknown,
  expected: string,
  numberMeans = 'its value',
): TwinDifference | undefined {
  if (typeof derived === 'number') {
    if (typeof written !== 'number') throw new StepReturnError(`${step} (exact)`, written, expected);
    return Math.abs(written - derived) > TWIN_TOLERANCE ? { outcome: numberMeans, twin: written, derived } : undefined;
  }
  const twinEntries = entriesOf(written);
  if (twinEntries === undefined) throw new StepReturnError(`${step} (exact)`, written, expected);
  const twin = new Map(twinEntries);
  const mine = new Map(entriesOf(derived));
  for (const k of [...mine.keys(), ...twin.keys()]) {
    const a = twin.get(k) ?? 0;
    const b = mine.get(k) ?? 0;
    if (Math.abs(a - b) > TWIN_TOLERANCE) return { outcome: JSON.stringify(k), twin: a, derived: b };
  }
  return undefined;
}

function entriesOf(value: unknown): Array<[unknown, number]> | undefined {
  const entries = (value as { entries?: unknown } | null)?.entries;
  if (typeof entries !== 'function') return undefined;
  const list = [...(entries.call(value) as Iterable<[unknown, number]>)];
  return list.every((e) => Array.isArray(e) && typeof e[1] === 'number') ? list : undefined;
}
