import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { NamedChart } from './NamedChart.js';
import { artilleryScatter } from './resolutionCharts/artilleryScatter.js';
import { crewChart } from './resolutionCharts/crewChart.js';
import { engagementCharts } from './resolutionCharts/engagementCharts.js';

/**
 * Charts that belong to one resolution, by the name its definition lists under `charts` (drawn after the
 * common ones); each gives the charts it has for a results document, possibly none.
 */
export const resolutionCharts: Record<string, (doc: ResultsDocument) => NamedChart[]> = {
  scatter: (doc) => [artilleryScatter(doc)],
  crew: crewChart,
  engagement: engagementCharts,
};
