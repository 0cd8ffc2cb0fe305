import { describe, expect, it } from 'vitest';
import { fireFixture, fireInfo, sweepFixture } from '../../testing/charts/fixtures.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { chartsFor } from './chartsFor.js';
import type { NamedChart } from './NamedChart.js';

describe('chartsFor', () => {
  it('gives outcome and casualty bars without a sweep (JSDoc example)', () => {
    const charts: NamedChart[] = chartsFor(fireFixture(), fireInfo);
    expect(charts.map((c) => c.name)).toEqual(['outcomes', 'casualties']);
  });
  it('gives only the sweep charts with a sweep', () => {
    expect(chartsFor(sweepFixture(), fireInfo).map((c) => c.name)).toEqual([
      'sweep-no_effect',
      'sweep-suppressed_only',
      'sweep-effective',
      'sweep-mean-dead',
      'sweep-mean-wounded',
      'sweep-mean-casualties',
      'sweep-distribution-dead',
      'sweep-distribution-wounded',
      'sweep-distribution-casualties',
    ]);
  });
  it('leaves out casualty bars when the resolution names no casualty distribution', () => {
    const info: ResolutionInfo = { ...fireInfo, casualtyDistributions: [] };
    expect(chartsFor(fireFixture(), info).map((c) => c.name)).toEqual(['outcomes']);
  });
});
