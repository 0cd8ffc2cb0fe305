import type { CounterLayout } from '../LegacyKernel.js';

/**
 * Where each distribution's histogram starts in a counter array of the layout.
 * @example layoutOffsets({ outcomes: ['a', 'b'], distributions: [{ name: 'x', size: 3 }, { name: 'y', size: 2 }] }) // [2, 5]
 */
export function layoutOffsets(layout: CounterLayout): number[] {
  const offsets: number[] = [];
  let at = layout.outcomes.length;
  for (const { size } of layout.distributions) {
    offsets.push(at);
    at += size;
  }
  return offsets;
}
