import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { firstCells } from './firstCells.js';
import { methodLine } from './methodLine.js';
import type { VegaLiteSpec } from './NamedChart.js';
import { paramsLine } from './paramsLine.js';
import { PALETTE, theme } from './theme.js';
import { wrappedLabels } from './wrappedLabels.js';

/**
 * Bar chart of the outcome probabilities (percent axis, outcomes in `info.outcomes` order), with
 * 95% error bars for Monte Carlo (none for exact) and the percentage written above each bar.
 * Several compare labels give grouped bars coloured by label with a legend. On a swept document
 * it draws the first cell of each label and names its parameters in the subtitle.
 *
 * @example
 * const spec = outcomeBars(fireFixture(), fireInfo);
 * spec.data; // { values: [6 rows: 3 outcomes × 2 labels, { outcome: 'No effect', label: 'Advanced assault rifle', p, lo, hi }, …] }
 */
export function outcomeBars(doc: ResultsDocument, info: ResolutionInfo): VegaLiteSpec {
  const cells = firstCells(doc);
  const labels = cells.map((c) => c.label);
  const several = labels.length > 1;
  const values = cells.flatMap((cell) =>
    info.outcomes.flatMap((o) => {
      const v = cell.outcomes[o.name];
      return v ? [{ outcome: o.label, label: cell.label, p: v.p, lo: v.lo, hi: v.hi }] : [];
    }),
  );
  const exact = doc.method === 'exact';
  const xOffset = several ? { xOffset: { field: 'label', type: 'nominal' as const, sort: labels } } : {};
  const color = several
    ? { field: 'label', type: 'nominal' as const, sort: labels, title: null }
    : { value: PALETTE[0] };
  const y = {
    field: 'p',
    type: 'quantitative' as const,
    title: 'Probability',
    scale: { domain: [0, 1] },
    axis: { format: '.0%' },
  };
  // each outcome group at least 130 px wide; a label longer than its group goes on several lines
  const step = several ? Math.max(36, Math.ceil(130 / labels.length)) : 130;
  const groupWidth = several ? step * labels.length : step;
  const subtitle = [methodLine(doc, cells, 'black bars'), doc.sweep.length ? `at ${paramsLine(cells[0])}` : ''].filter(
    (s) => s !== '',
  );
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: theme,
    title: { text: doc.title, subtitle },
    data: { values },
    width: several ? { step, for: 'offset' } : { step },
    height: 300,
    encoding: {
      x: {
        field: 'outcome',
        type: 'nominal',
        sort: info.outcomes.map((o) => o.label),
        title: null,
        axis: {
          labelAngle: 0,
          labelFontSize: 13,
          labelLimit: 0,
          labelExpr: wrappedLabels(
            info.outcomes.map((o) => o.label),
            Math.floor(groupWidth / 7.5),
          ),
        },
      },
      ...xOffset,
      tooltip: [
        { field: 'label' },
        { field: 'outcome' },
        { field: 'p', format: '.2%' },
        { field: 'lo', format: '.2%' },
        { field: 'hi', format: '.2%' },
      ],
    },
    layer: [
      { mark: { type: 'bar', ...(several ? {} : { width: { band: 0.6 } }) }, encoding: { y, color } },
      ...(exact
        ? []
        : [
            {
              mark: { type: 'rule' as const, color: '#222', strokeWidth: 2 },
              encoding: { y: { ...y, field: 'lo' }, y2: { field: 'hi' } },
            },
          ]),
      {
        mark: { type: 'text', baseline: 'bottom', dy: -4, fontSize: 11, color: '#222' },
        encoding: { y: { ...y, field: 'hi' }, text: { field: 'p', type: 'quantitative', format: '.1%' } },
      },
    ],
  };
}
