import type { VegaLiteSpec } from '../../src/charts/NamedChart.js';
import { theme } from '../../src/charts/theme.js';

/** Test helper: a tiny titled bar chart of three bars (about 150 × 150 px before scaling). */
export function tinySpec(title = 'Tiny test title'): VegaLiteSpec {
  return {
    config: theme,
    title,
    width: 100,
    height: 80,
    data: {
      values: [
        { a: 'x', b: 1 },
        { a: 'y', b: 3 },
        { a: 'z', b: 2 },
      ],
    },
    mark: 'bar',
    encoding: { x: { field: 'a', type: 'nominal' }, y: { field: 'b', type: 'quantitative' } },
  };
}
