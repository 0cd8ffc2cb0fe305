import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { casualtyBars } from './casualtyBars.js';
import { differenceCharts } from './differenceCharts.js';
import type { NamedChart } from './NamedChart.js';
import { outcomeBars } from './outcomeBars.js';
import { resolutionCharts } from './resolutionCharts.js';
import { sweepDistributions } from './sweepDistributions.js';
import { sweepLines } from './sweepLines.js';

/**
 * The charts a run writes. Without a sweep: `outcomes` (outcome bars) and `casualties` (casualty
 * bars, when the resolution lists casualty distributions). With a sweep: only the sweep line
 * charts (`sweep-<outcome>`, `sweep-mean-<distribution>`) and the stacked distributions
 * (`sweep-distribution-<distribution>`), since bars of one grid point mislead.
 * With several compare labels, the difference charts follow (see {@link differenceCharts}), and last the
 * resolution's own charts (`info.charts`, see resolutionCharts).
 *
 * @example
 * chartsFor(fireFixture(), fireInfo).map((c) => c.name); // ['outcomes', 'casualties']
 */
export function chartsFor(doc: ResultsDocument, info: ResolutionInfo): NamedChart[] {
  const own = info.charts.flatMap((name) => resolutionCharts[name](doc));
  if (doc.sweep.length > 0)
    return [...sweepLines(doc, info), ...sweepDistributions(doc, info), ...differenceCharts(doc, info), ...own];
  const charts: NamedChart[] = [{ name: 'outcomes', spec: outcomeBars(doc, info) }];
  if (info.casualtyDistributions.length > 0) charts.push({ name: 'casualties', spec: casualtyBars(doc, info) });
  return [...charts, ...differenceCharts(doc, info), ...own];
}
