/**
 * Notebook 1 — Which infantry weapon should my Stargrunt II squad carry?
 *
 * Every small arm of the GENERIC WEAPONS TABLE in the hands of a six-man Regular squad, and every support
 * weapon added to five riflemen, firing at an eight-figure squad in the open wearing each armour of the
 * ARMOUR TABLE, from 4" to 40". Exact probabilities (enumeration), so no sampling noise.
 * Run: npx tsx notebooks/01-infantry-weapons.ts
 */

import type { CellResult } from '../src/results/ResultsDocument.js';
import { ARMOUR_DICE } from '../src/systems/stargrunt2/data/armour.js';
import { WEAPONS } from '../src/systems/stargrunt2/data/weapons.js';
import { best, list, num } from './lib/format.js';
import type { NotebookDefinition } from './lib/Notebook.js';
import { runIfMain } from './lib/runNotebook.js';

const RANGES = [4, 8, 12, 16, 20, 24, 28, 32, 36, 40];
const ARMOURS = Object.keys(ARMOUR_DICE);
const SMALL_ARMS = Object.keys(WEAPONS).filter((w) => WEAPONS[w].class === 'small-arms');
const SUPPORT = Object.keys(WEAPONS).filter((w) => WEAPONS[w].class === 'support');
/** Figures put out of action: dead plus wounded (means add up). */
const casualties = (c: CellResult) => c.means.dead.mean + c.means.wounded.mean;

const base = {
  system: 'stargrunt2',
  resolve: 'fire',
  firer: { quality: 'regular', leadership: 2, troops: [{ count: 6, weapon: 'advanced-assault-rifle' }] },
  target: { quality: 'regular', figures: 8, armour: 'basic', cover: 'open' },
  range: 12,
  sweep: { 'target.armour': ARMOURS, range: RANGES },
};

export const infantryWeapons: NotebookDefinition = {
  name: '01-infantry-weapons',
  title: 'Which infantry weapon should my Stargrunt II squad carry?',
  question:
    'Every small arm and every support weapon against every armour, over range: which one puts the most enemy figures out of action?',
  source: import.meta.url,
  async run(nb) {
    nb.md(`
The firer is a **Regular** squad of six; the target an eight-figure squad **in the open**. We count
*casualties*: figures dead plus figures wounded after "who buys the farm", averaged over every possible roll.
Everything is exact (gruntlab enumerates every die face), so small differences are real differences.

## Small arms: six troopers carrying the same weapon`);
    const small = await nb.exact({
      ...base,
      title: 'Six Regulars with each small arm, by armour and range',
      compare: SMALL_ARMS.map((w) => ({ label: w, firer: { troops: [{ count: 6, weapon: w }] } })),
    });
    const at = (doc: typeof small, label: string, armour: string, range: number) =>
      doc.cells.find((c) => c.label === label && c.params['target.armour'] === armour && c.params.range === range)!;
    const points = small.cells.map((c) => ({
      weapon: c.label,
      armour: String(c.params['target.armour']),
      range: Number(c.params.range),
      casualties: casualties(c),
    }));
    await nb.chart(
      lineChart(points, 'Small arms: casualties per fire action'),
      "Mean casualties (dead + wounded) of one fire action by six Regulars, by range and the target's armour.",
    );

    const average = (w: string) =>
      points.filter((p) => p.weapon === w).reduce((a, p) => a + p.casualties, 0) / (ARMOURS.length * RANGES.length);
    const ranked = [...SMALL_ARMS].sort((a, b) => average(b) - average(a));
    nb.table(
      ['small arm', 'firepower', 'impact', 'close range only', 'mean casualties over all armours and ranges'],
      ranked.map((w) => {
        const wp = WEAPONS[w] as { firepower: number; impact: { sides: number }; closeRange: boolean };
        return [w, wp.firepower, `d${wp.impact.sides}`, wp.closeRange ? 'yes' : '', num(average(w), 3)];
      }),
      'Small arms ranked by their average over the whole grid',
    );
    const winners = ARMOURS.map((armour) => {
      const short = best(SMALL_ARMS, (w) => casualties(at(small, w, armour, 8)));
      const long = best(SMALL_ARMS, (w) => casualties(at(small, w, armour, 24)));
      return { armour, short, long };
    });
    nb.table(
      ['target armour', 'best at 8"', 'best at 24"'],
      winners.map((w) => [w.armour, w.short, w.long]),
      'The best small arm at short and long range',
    );

    // What impact buys: same firepower (2), impact d10 against d12.
    const gain = ARMOURS.map((armour) => {
      const aar = RANGES.reduce((a, r) => a + casualties(at(small, 'advanced-assault-rifle', armour, r)), 0);
      const gauss = RANGES.reduce((a, r) => a + casualties(at(small, 'gauss-rifle', armour, r)), 0);
      return { armour, ratio: gauss / aar };
    });
    nb.fact('best_small_arm', ranked[0]);
    nb.fact('small_arm_ranking', ranked);
    nb.fact('gauss_over_aar', Object.fromEntries(gain.map((g) => [g.armour, g.ratio])));
    const closeRange = SMALL_ARMS.filter((w) => (WEAPONS[w] as { closeRange: boolean }).closeRange);
    const deadAtRange = closeRange.filter((w) => ARMOURS.every((a) => casualties(at(small, w, a, 24)) === 0));

    nb.md(`## Support weapons: five riflemen and one support weapon

The squad keeps five advanced assault rifles and gives the sixth trooper a support weapon. In this fire
action the support weapon only adds its firepower die: every potential hit uses the squad's small-arms
impact (ADDING SUPPORT FIREPOWER; see \`docs/rules/stargrunt2.md\`, interpretation 7).`);
    const support = await nb.exact({
      ...base,
      title: 'Five riflemen and one support weapon, by armour and range',
      compare: [
        { label: 'six riflemen (no support weapon)' },
        ...SUPPORT.map((w) => ({
          label: w,
          firer: {
            troops: [
              { count: 5, weapon: 'advanced-assault-rifle' },
              { count: 1, weapon: w },
            ],
          },
        })),
      ],
    });
    const supportPoints = support.cells.map((c) => ({
      weapon: c.label,
      armour: String(c.params['target.armour']),
      range: Number(c.params.range),
      casualties: casualties(c),
    }));
    await nb.chart(
      lineChart(supportPoints, 'Support weapons: casualties per fire action'),
      'Mean casualties of five Regular riflemen plus one support weapon, against six riflemen.',
    );
    const labels = ['six riflemen (no support weapon)', ...SUPPORT];
    const supportAverage = (w: string) =>
      supportPoints.filter((p) => p.weapon === w).reduce((a, p) => a + p.casualties, 0) /
      (ARMOURS.length * RANGES.length);
    const supportRanked = SUPPORT.slice().sort((a, b) => supportAverage(b) - supportAverage(a));
    const baseline = supportAverage(labels[0]);
    nb.table(
      ['support weapon', 'support firepower', 'mean casualties', 'against six riflemen'],
      supportRanked.map((w) => [
        w,
        `d${(WEAPONS[w] as { firepower: { sides: number } }).firepower.sides}`,
        num(supportAverage(w), 3),
        `${supportAverage(w) >= baseline ? '+' : '−'}${num(Math.abs(supportAverage(w) / baseline - 1) * 100, 0)}%`,
      ]),
      'Support weapons ranked by their average over the grid',
    );
    nb.fact('best_support_weapon', supportRanked[0]);
    nb.fact('support_gain', supportAverage(supportRanked[0]) / baseline - 1);

    await nb.crossCheck({
      ...base,
      sweep: undefined,
      title: `${ranked[0]} at 12" against partial-light armour`,
      trials: 200_000,
      seed: 1,
      firer: { quality: 'regular', leadership: 2, troops: [{ count: 6, weapon: ranked[0] }] },
      target: { ...base.target, armour: 'partial-light' },
    });

    const top = ranked.filter((w) => Math.abs(average(w) - average(ranked[0])) < 1e-9);
    const next = ranked[top.length];
    nb.fact('best_small_arms', top);
    const heavy = gain[gain.length - 1];
    const light = gain[0];
    const sameEverywhere = winners.every((w) => w.short === ranked[0] && w.long === ranked[0]);
    nb.conclusion(`
Among small arms the **${list(top)}** put${top.length === 1 ? 's' : ''} the most figures out of action${top.length > 1 ? ` (exactly tied${top.every((w) => 6 * (WEAPONS[w] as { firepower: number }).firepower >= 12) ? ': six troopers already reach the largest firepower die, the D12, so extra firepower is wasted' : ''})` : ''}: ${num(average(ranked[0]), 3)} casualties per fire action on average over every armour and range, against ${num(average(next), 3)} for the next best (${next}) and ${num(average(ranked.at(-1)!), 3)} for the ${ranked.at(-1)}. ${sameEverywhere ? `${top.length > 1 ? 'They are' : 'It is'} the best choice at 8" and at 24" against every armour.` : `It is not best everywhere: at 8" the leaders are ${list([...new Set(winners.map((w) => w.short))])}, at 24" ${list([...new Set(winners.map((w) => w.long))])}.`}

Impact matters more the heavier the armour: with the same firepower, the gauss rifle (d12) inflicts ${num(light.ratio, 2)}× the casualties of the advanced assault rifle (d10) against ${light.armour} armour and ${num(heavy.ratio, 2)}× against ${heavy.armour}.
${deadAtRange.length > 0 ? `The close-range weapons (${list(deadAtRange)}) do nothing at 24": beyond their first range band they cannot fire.` : ''}

For the sixth trooper, the **${supportRanked[0]}** adds the most: ${num((supportAverage(supportRanked[0]) / baseline - 1) * 100, 0)}% more casualties than a sixth rifleman, while the ${supportRanked.at(-1)} adds ${num((supportAverage(supportRanked.at(-1)!) / baseline - 1) * 100, 0)}%. Since only the support firepower die counts here, the order follows that die, not the weapon's impact.`);
  },
};

/** Lines of casualties over range, one panel per armour, one colour per weapon. */
function lineChart(
  values: Array<{ weapon: string; armour: string; range: number; casualties: number }>,
  title: string,
) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    data: { values },
    facet: { column: { field: 'armour', type: 'nominal' as const, sort: ARMOURS, title: 'target armour' } },
    spec: {
      width: 150,
      height: 200,
      mark: { type: 'line' as const, point: true, strokeWidth: 1.5 },
      encoding: {
        x: { field: 'range', type: 'quantitative' as const, title: 'range (inches)' },
        y: { field: 'casualties', type: 'quantitative' as const, title: 'mean casualties' },
        color: {
          field: 'weapon',
          type: 'nominal' as const,
          scale: { scheme: 'tableau20' },
          legend: { orient: 'bottom' as const, columns: 4, title: null },
        },
      },
    },
  };
}

await runIfMain(import.meta.url, infantryWeapons);
