/**
 * Notebook 2 — Does the quick-and-dirty casualty option change the game?
 *
 * Stargrunt II's QUICK-AND-DIRTY OPTION divides the firer's total by the target's armour die instead of
 * rolling impact against armour for each potential hit, and treats every hit as a wounded figure. Here a
 * Regular squad fires on eight figures in full-light armour with both methods (`rules.casualties`), over
 * range and cover. Exact probabilities. Run: npx tsx notebooks/02-quick-and-dirty.ts
 */
import type { CellResult } from '../src/results/ResultsDocument.js';
import { best, num, pct } from './lib/format.js';
import type { NotebookDefinition } from './lib/Notebook.js';
import { runIfMain } from './lib/runNotebook.js';

const RANGES = [4, 8, 12, 16, 20, 24, 32, 40];
const COVERS = ['open', 'soft', 'hard'];
const casualties = (c: CellResult) => c.means.dead.mean + c.means.wounded.mean;

const scenario = {
  system: 'stargrunt2',
  resolve: 'fire',
  title: 'Standard casualties against quick-and-dirty, by range and cover',
  firer: {
    quality: 'regular',
    leadership: 2,
    troops: [
      { count: 5, weapon: 'advanced-assault-rifle' },
      { count: 1, weapon: 'conventional-saw' },
    ],
  },
  target: { quality: 'regular', figures: 8, armour: 'full-light', cover: 'open' },
  range: 12,
  sweep: { range: RANGES, 'target.cover': COVERS },
  compare: [{ label: 'standard' }, { label: 'quick-and-dirty', rules: { casualties: 'quick-and-dirty' } }],
};

export const quickAndDirty: NotebookDefinition = {
  name: '02-quick-and-dirty',
  title: 'Does the quick-and-dirty casualty option change the game?',
  question:
    'Standard casualty procedure against THE QUICK-AND-DIRTY OPTION, over range and cover: do squads lose the same number of figures, and the same way?',
  source: import.meta.url,
  async run(nb) {
    nb.md(`
A Regular squad (five advanced assault rifles and a conventional SAW) fires on eight figures in
**full-light armour**. The suppression roll is the same under both methods, so only the casualties can
differ. Under the standard procedure every potential hit rolls impact against armour and may **kill** or
**wound**; under quick-and-dirty every hit is a wounded figure (\`quick-and-dirty-repeat-hits: wounded\`,
the literal reading; see \`docs/rules/stargrunt2.md\`).`);
    const doc = await nb.exact(scenario);
    const cell = (label: string, range: number, cover: string) =>
      doc.cells.find((c) => c.label === label && c.params.range === range && c.params['target.cover'] === cover)!;
    const rows = RANGES.flatMap((range) =>
      COVERS.map((cover) => {
        const s = cell('standard', range, cover);
        const q = cell('quick-and-dirty', range, cover);
        return {
          range,
          cover,
          standard: casualties(s),
          quick: casualties(q),
          standardDead: s.means.dead.mean,
          effective: s.outcomes.effective.p,
          effectiveQ: q.outcomes.effective.p,
        };
      }),
    );
    const values = rows.flatMap((r) => [
      { range: r.range, cover: r.cover, method: 'standard', casualties: r.standard },
      { range: r.range, cover: r.cover, method: 'quick-and-dirty', casualties: r.quick },
    ]);
    await nb.chart(
      {
        title: 'Casualties per fire action, standard against quick-and-dirty',
        data: { values },
        facet: { column: { field: 'cover', type: 'nominal', sort: COVERS, title: 'target cover' } },
        spec: {
          width: 220,
          height: 200,
          mark: { type: 'line', point: true },
          encoding: {
            x: { field: 'range', type: 'quantitative', title: 'range (inches)' },
            y: { field: 'casualties', type: 'quantitative', title: 'mean figures hit (dead + wounded)' },
            color: { field: 'method', type: 'nominal', title: 'casualties', sort: ['standard', 'quick-and-dirty'] },
          },
        },
      },
      'Mean figures put out of action (dead plus wounded) per fire action.',
    );
    nb.table(
      ['range', 'cover', 'standard: casualties', 'of which dead', 'quick-and-dirty: casualties (all wounded)', 'ratio'],
      rows.map((r) => [
        r.range,
        r.cover,
        num(r.standard, 3),
        num(r.standardDead, 3),
        num(r.quick, 3),
        r.standard > 0 ? num(r.quick / r.standard, 2) : '—',
      ]),
    );
    const sameSuppression = rows.every((r) => Math.abs(r.effective - r.effectiveQ) < 1e-12);
    const withFire = rows.filter((r) => r.standard > 0);
    const ratios = withFire.map((r) => r.quick / r.standard);
    const totalS = withFire.reduce((a, r) => a + r.standard, 0);
    const totalQ = withFire.reduce((a, r) => a + r.quick, 0);
    const biggest = best(withFire, (r) => Math.abs(r.quick - r.standard));
    const deadShare = withFire.reduce((a, r) => a + r.standardDead, 0) / totalS;
    const byCover = COVERS.map((cover) => {
      const rs = withFire.filter((r) => r.cover === cover);
      return { cover, ratio: rs.reduce((a, r) => a + r.quick, 0) / rs.reduce((a, r) => a + r.standard, 0) };
    });
    nb.fact('overall_ratio', totalQ / totalS);
    nb.fact('dead_share_standard', deadShare);
    nb.fact('same_suppression', sameSuppression);
    nb.fact('ratio_by_cover', Object.fromEntries(byCover.map((b) => [b.cover, b.ratio])));

    await nb.crossCheck({
      ...scenario,
      sweep: undefined,
      compare: undefined,
      title: 'Quick-and-dirty at 12" in soft cover',
      trials: 200_000,
      seed: 2,
      rules: { casualties: 'quick-and-dirty' },
      target: { ...scenario.target, cover: 'soft' },
    });

    const more = totalQ > totalS;
    const change = Math.abs(totalQ / totalS - 1);
    const verdict =
      change < 0.05
        ? 'barely changes how many figures go down'
        : `${more ? 'raises' : 'lowers'} the number of figures hit by ${pct(change, 0)} overall`;
    nb.conclusion(`
Quick-and-dirty ${verdict} (${num(totalQ, 2)} against ${num(totalS, 2)} figures summed over the ${withFire.length} range-and-cover cells where fire can hit), with per-cell ratios from ${num(Math.min(...ratios), 2)} to ${num(Math.max(...ratios), 2)}. The largest gap is at ${biggest.range}" in ${biggest.cover} cover: ${num(biggest.quick, 2)} figures against ${num(biggest.standard, 2)}. By cover the ratio is ${byCover.map((b) => `${num(b.ratio, 2)} in ${b.cover}`).join(', ')}.

${sameSuppression ? 'Suppression is identical under both methods (the same roll decides it).' : 'Even the chance of effective fire differs between the methods.'} The real change is in *what kind* of casualties: under the standard procedure ${pct(deadShare, 0)} of the figures hit are dead, under quick-and-dirty none are — every hit is a wounded figure that can still be treated or return to the fight. ${change >= 0.05 || deadShare >= 0.05 ? `So yes, it changes the game${change < 0.05 ? ' — not by how many figures are hit, but by how many are lost for good' : ''}.` : 'So no: it hardly changes the game.'}`);
  },
};

await runIfMain(import.meta.url, quickAndDirty);
