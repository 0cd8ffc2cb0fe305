import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { methodLine } from './methodLine.js';
import type { NamedChart } from './NamedChart.js';
import { type SweepPoint, sweepChart } from './sweepChart.js';
import { sweepLayout } from './sweepLayout.js';

/**
 * Line charts over a sweep (`doc.sweep` non-empty, else []): one per outcome (`sweep-<outcome>`,
 * probability), per headline or scenario-made derived outcome (`sweep-<derived>`) and one per casualty distribution's mean (`sweep-mean-<distribution>`), x = the
 * first swept parameter, a line per compare label with its 95% band (none for exact), facet
 * columns by the second parameter and rows by the third (and later, combined); see {@link sweepLayout}.
 *
 * @example
 * sweepLines(sweepFixture(), fireInfo).map((c) => c.name);
 * // ['sweep-no_effect', 'sweep-suppressed_only', 'sweep-effective', 'sweep-mean-dead', 'sweep-mean-wounded']
 */
export function sweepLines(doc: ResultsDocument, info: ResolutionInfo): NamedChart[] {
  if (doc.sweep.length === 0) return [];
  const layout = sweepLayout(doc);
  const subtitle = [doc.title, methodLine(doc, doc.cells, 'bands')];
  const points = (
    pick: (c: ResultsDocument['cells'][number]) => { value: number; lo: number; hi: number } | undefined,
  ) =>
    doc.cells.flatMap((c): SweepPoint[] => {
      const v = pick(c);
      return v ? [{ ...layout.place(c.params), label: c.label, ...v }] : [];
    });
  const outcomes = info.outcomes.map((o) => ({
    name: `sweep-${o.name}`,
    spec: sweepChart(
      doc,
      layout,
      { text: o.label, subtitle },
      points((c) => {
        const v = c.outcomes[o.name];
        return v && { value: v.p, lo: v.lo, hi: v.hi };
      }),
      { title: 'Probability', percent: true },
    ),
  }));
  // Derived outcomes worth a chart: a headline one (close assault's position carried) and the scenario's own.
  const natural = new Set(info.derived.map((d) => d.name));
  const derived = (doc.derived ?? [])
    .filter((d) => info.favours.headline.includes(d.name) || !natural.has(d.name))
    .map((d) => ({
      name: `sweep-${d.name}`,
      spec: sweepChart(
        doc,
        layout,
        { text: d.label, subtitle },
        points((c) => {
          const v = c.derived?.[d.name];
          return v && { value: v.p, lo: v.lo, hi: v.hi };
        }),
        { title: 'Probability', percent: true },
      ),
    }));
  const means = info.casualtyDistributions.map((name) => {
    const label = (info.distributions.find((d) => d.name === name)?.label ?? name).toLowerCase();
    return {
      name: `sweep-mean-${name}`,
      spec: sweepChart(
        doc,
        layout,
        { text: `Mean ${label}`, subtitle },
        points((c) => {
          const m = c.means[name];
          return m && { value: m.mean, lo: m.lo, hi: m.hi };
        }),
        { title: info.valueUnit ? `mean ${label} (${info.valueUnit})` : `mean ${label}`, percent: false },
      ),
    };
  });
  return [...outcomes, ...derived, ...means];
}
