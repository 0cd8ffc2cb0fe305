import type { CounterLayout } from '../../../LegacyKernel.js';

/** One normalized panic-test cell. */
export interface PanicTestCell {
  /** Whether this quality tests on this trigger at all. */
  tests: boolean;
  sides: number;
  leadership: number;
  start: number;
  /** Last value of turns_panicked: "this many activations or more" (P(beyond) < 1e-12). */
  cap: number;
  note?: string;
}

/**
 * Counter layout: no_test, pass, panicked; then turns_panicked (0..cap), confidence_lost (0..4),
 * confidence_after (0..4).
 * @example panicTestLayout({ cap: 30 } as PanicTestCell).distributions[0].size // 31
 */
export function panicTestLayout(cell: PanicTestCell): CounterLayout {
  return {
    outcomes: ['no_test', 'pass', 'panicked'],
    distributions: [
      { name: 'turns_panicked', size: cell.cap + 1 },
      { name: 'confidence_lost', size: 5 },
      { name: 'confidence_after', size: 5 },
    ],
  };
}
