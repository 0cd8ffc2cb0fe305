import type { ResultsDocument } from '../../results/ResultsDocument.js';
import type { ResolutionInfo } from '../../systems/ResolutionInfo.js';
import { CREW_DISTRIBUTION_INFO } from '../../systems/stargrunt2/heavy/pointTarget/crewDistributions.js';
import { casualtyBars } from '../casualtyBars.js';
import type { NamedChart, VegaLiteSpec } from '../NamedChart.js';

/**
 * The `crew` chart of a point-target shot: bars of `crew_bailed_out` and `crew_confidence_after` (one
 * panel each, grouped by compare label), drawn only when some cell has a crew; none otherwise.
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
    detail: [],
    charts: [],
    derived: [],
    favours: { side: 'the firer', up: names, down: [], headline: [] },
    exact: false,
    docs: '',
  };
  const spec = casualtyBars(doc, info);
  const title = spec.title as { text: string; subtitle: string[] };
  // Two or five values per panel: wider steps than the casualty bars' so the panel titles fit.
  const panels = (spec as unknown as { hconcat: Array<Record<string, unknown>> }).hconcat;
  const width = doc.labels.length > 1 ? { step: 48, for: 'offset' } : { step: 96 };
  const hconcat = panels.map((panel) => ({ ...panel, width }));
  return [
    {
      name: 'crew',
      spec: { ...spec, title: { ...title, text: `${doc.title}: the crew after the shot` }, hconcat } as VegaLiteSpec,
    },
  ];
}
