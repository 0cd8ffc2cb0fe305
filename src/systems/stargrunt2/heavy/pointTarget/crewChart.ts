import { casualtyBars } from '../../../../charts/casualtyBars.js';
import type { NamedChart, VegaLiteSpec } from '../../../../charts/NamedChart.js';
import type { NamedQuantity, ResolutionInfo } from '../../../../results/ResolutionInfo.js';
import type { ResultsDocument } from '../../../../results/ResultsDocument.js';

/**
 * Names and labels of the crew distributions of a shot at a point target (crew_bailed_out: 0 stayed aboard,
 * 1 forced out by a failed test), present only in cells with a `target.crew` (see pointTargetLayout).
 */
export const CREW_DISTRIBUTION_INFO: NamedQuantity[] = [
  { name: 'crew_bailed_out', label: 'Crew bailed out' },
  { name: 'crew_confidence_after', label: 'Crew confidence (0 CO … 4 RO)' },
];

/**
 * The `crew` chart of a point-target shot: bars of `crew_bailed_out` and `crew_confidence_after` (one
 * facet each, grouped by compare label), drawn only when some cell has a crew; none otherwise.
 * @example crewChart(doc).map((c) => c.name) // ['crew'] with a crew, [] without
 */
export function crewChart(doc: ResultsDocument): NamedChart[] {
  if (!doc.cells.some((c) => c.distributions.crew_bailed_out !== undefined)) return [];
  const names = CREW_DISTRIBUTION_INFO.map((d) => d.name);
  const info: ResolutionInfo = {
    system: doc.system,
    resolve: doc.resolve,
    description: '',
    outcomes: [],
    distributions: CREW_DISTRIBUTION_INFO,
    casualtyDistributions: names,
  };
  const spec = casualtyBars(doc, info);
  const title = spec.title as { text: string; subtitle: string[] };
  // Two or five values per facet: wider steps than the casualty bars' so the facet titles fit.
  const inner = (spec as unknown as { spec: Record<string, unknown> }).spec;
  const width = doc.labels.length > 1 ? { step: 48, for: 'offset' } : { step: 96 };
  return [{ name: 'crew', spec: { ...spec, title: { ...title, text: `${doc.title}: the crew after the shot` }, spec: { ...inner, width } } as VegaLiteSpec }];
}
