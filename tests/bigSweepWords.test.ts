import { describe, expect, it } from 'vitest';
import { formatSummary } from '../src/results/formatSummary.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenario } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { infoOf } from '../testing/infoOf.js';

// Fire at a squad in hard cover: beyond range band 3 the range die would be over a D12, at every squad size.
const HARD_COVER = `system: stargrunt2
resolve: fire
firer: { quality: regular, troops: [ { count: 5, weapon: advanced-assault-rifle } ] }
target: { figures: 6, armour: partial-light, cover: hard }
range_band: 1
sweep:
  range_band: [1, 2, 3, 4, 5, 6, 7, 8]
  target.figures: [4, 6, 8]
`;

describe('a sweep over several paths names its places together, in words', () => {
  it('answers with the cells of one result gathered, not listed one by one', async () => {
    const doc = await runScenario(await loadScenario('hard.yaml', HARD_COVER, registry), { exact: true });
    const summary = formatSummary(doc, await infoOf('stargrunt2', 'fire'));
    expect(summary).toContain('Effective fire is most likely at range band 1, target figures 4, 6 and 8');
    expect(summary).toContain('least likely at range band 4 to 8, target figures 4, 6 and 8 (0.00%)');
  });

  it('gives each note once, with every cell it holds for', async () => {
    const doc = await runScenario(await loadScenario('hard.yaml', HARD_COVER, registry), { exact: true });
    const notes = formatSummary(doc, await infoOf('stargrunt2', 'fire'))
      .split('\n')
      .filter((line) => line.includes('fire is impossible'));
    expect(notes).toEqual(
      [4, 5, 6, 7, 8].map((band) =>
        expect.stringMatching(
          new RegExp(`^- range band ${band}, target figures 4, 6 and 8: fire is impossible: .*range band ${band} `),
        ),
      ),
    );
  });
});
