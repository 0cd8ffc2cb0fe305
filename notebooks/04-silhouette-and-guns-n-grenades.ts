/**
 * Notebook 4 — one question for each of two more systems.
 *  - Silhouette (Gear Krieg): how much does one extra skill die buy?  (`skill-roll`, exact)
 *  - Guns 'n Grenades: are the point costs fair?  (`duel` between every pair of infantry units, exact)
 * Run: npx tsx notebooks/04-silhouette-and-guns-n-grenades.ts
 */
import { mean } from 'simple-statistics';
import { UNIT_LIST } from '../src/systems/guns-n-grenades/data/units.js';
import { best, list, num, pct } from './lib/format.js';
import type { NotebookDefinition } from './lib/Notebook.js';
import { runIfMain } from './lib/runNotebook.js';

const DICE = [1, 2, 3, 4, 5, 6];
const THRESHOLDS = [3, 4, 5, 6, 7];
/** Infantry that can all shoot at 6" (the mortar's minimum range is 8", so it sits out). */
const UNITS = Object.keys(UNIT_LIST).filter(
  (u) => UNIT_LIST[u].infantry && UNIT_LIST[u].minRange < 6 && UNIT_LIST[u].range >= 6,
);
const DISTANCE = 6;

export const otherSystems: NotebookDefinition = {
  name: '04-silhouette-and-guns-n-grenades',
  title: "Silhouette: what does one more skill die buy? Guns 'n Grenades: are the point costs fair?",
  question: "Two designer's questions about two more rule systems, answered from exact probabilities.",
  source: import.meta.url,
  async run(nb) {
    nb.md(`
## Silhouette: one more skill die

A Silhouette skill test rolls one d6 per skill level and keeps the highest, adding 1 for each extra 6;
all 1s is a fumble. It succeeds when the total beats the Threshold (a draw fails, the literal reading;
variant \`threshold-draw\` in \`docs/rules/silhouette.md\`). We compare each skill level with the next,
and with a +1 modifier, at Thresholds 3 to 7.`);
    const skill = await nb.exact({
      system: 'silhouette',
      resolve: 'skill-roll',
      title: 'Skill roll by dice, threshold and a +1 modifier',
      dice: 1,
      threshold: 4,
      sweep: { dice: DICE, threshold: THRESHOLDS, modifier: [0, 1] },
    });
    const p = (dice: number, threshold: number, modifier = 0) =>
      skill.cells.find(
        (c) => c.params.dice === dice && c.params.threshold === threshold && c.params.modifier === modifier,
      )!.outcomes.success.p;
    await nb.chart(
      {
        title: 'Skill test success by skill level',
        data: {
          values: DICE.flatMap((d) =>
            THRESHOLDS.map((t) => ({ dice: d, threshold: `threshold ${t}`, success: p(d, t) })),
          ),
        },
        mark: { type: 'line', point: true },
        encoding: {
          x: { field: 'dice', type: 'ordinal', title: 'skill dice', axis: { labelAngle: 0 } },
          y: {
            field: 'success',
            type: 'quantitative',
            title: 'P(success)',
            axis: { format: '%' },
            scale: { domain: [0, 1] },
          },
          color: { field: 'threshold', type: 'nominal', title: null },
        },
        width: 520,
        height: 280,
      },
      'P(total beats the Threshold) by the number of skill dice.',
    );
    const gains = DICE.slice(0, -1).flatMap((d) =>
      THRESHOLDS.map((t) => ({ from: d, threshold: t, die: p(d + 1, t) - p(d, t), plusOne: p(d, t, 1) - p(d, t) })),
    );
    nb.table(
      ['threshold', ...DICE.slice(0, -1).map((d) => `${d} → ${d + 1} dice`)],
      THRESHOLDS.map((t) => [
        t,
        ...DICE.slice(0, -1).map((d) => `+${num(gains.find((g) => g.from === d && g.threshold === t)!.die * 100, 1)}`),
      ]),
      'Percentage points gained by one more die',
    );
    const top = best(gains, (g) => g.die);
    const second = gains.filter((g) => g.from === 1);
    const late = gains.filter((g) => g.from === 5);
    const dieBeatsModifier = gains.filter((g) => g.die > g.plusOne).length;
    nb.fact('best_extra_die', { from: top.from, threshold: top.threshold, gain: top.die });
    nb.fact('die_beats_plus_one', dieBeatsModifier / gains.length);

    nb.md(`
## Guns 'n Grenades: are the point costs fair?

Every pair of infantry units (${UNITS.length} of them; ${UNITS.length * UNITS.length} duels) shoots it out at
${DISTANCE}" turn about, for up to 20 turns, each side shooting first half of the time. If the points were fair,
a unit costing *a* against one costing *b* would win about *a / (a + b)* of the decided duels. We compare each
unit's actual wins with that fair share.`);
    const duel = await nb.exact({
      system: 'guns-n-grenades',
      resolve: 'duel',
      title: 'Every infantry unit against every other, attacker first',
      attacker: { unit: UNITS[0] },
      defender: { unit: UNITS[0] },
      first: 'attacker',
      max_turns: 20,
      distance: DISTANCE,
      sweep: { 'attacker.unit': UNITS, 'defender.unit': UNITS },
    });
    const cell = (a: string, b: string) =>
      duel.cells.find((c) => c.params['attacker.unit'] === a && c.params['defender.unit'] === b)!;
    /** P(a beats b), a shooting first half the time. */
    const win = (a: string, b: string) =>
      (cell(a, b).outcomes.attacker_wins.p + cell(b, a).outcomes.defender_wins.p) / 2;
    const rows = UNITS.map((u) => {
      const others = UNITS.filter((o) => o !== u);
      const actual = mean(others.map((o) => win(u, o) / (win(u, o) + win(o, u) || 1)));
      const fair = mean(others.map((o) => UNIT_LIST[u].cost / (UNIT_LIST[u].cost + UNIT_LIST[o].cost)));
      return { unit: u, cost: UNIT_LIST[u].cost, actual, fair, excess: actual - fair };
    }).sort((a, b) => b.excess - a.excess);
    await nb.chart(
      {
        title: 'Share of decided duels won: actual against what the points predict',
        data: { values: rows.map((r) => ({ ...r, label: `${r.unit} (${r.cost})` })) },
        layer: [
          { mark: { type: 'rule', color: '#999' }, encoding: { x: { datum: 0 }, x2: { datum: 1 } } },
          {
            mark: { type: 'bar', height: 14 },
            encoding: {
              y: {
                field: 'label',
                type: 'nominal',
                sort: { field: 'excess', order: 'descending' },
                title: 'unit (points)',
              },
              x: {
                field: 'excess',
                type: 'quantitative',
                title: 'actual minus fair share of wins',
                axis: { format: '+%' },
              },
              color: { condition: { test: 'datum.excess >= 0', value: '#009E73' }, value: '#D55E00' },
            },
          },
        ],
        width: 480,
        height: 260,
      },
      'Positive: the unit wins more duels than its points predict (a bargain); negative: overpriced.',
    );
    nb.table(
      ['unit', 'points', 'share of decided duels won', 'fair share by points', 'difference'],
      rows.map((r) => [
        r.unit,
        r.cost,
        pct(r.actual),
        pct(r.fair),
        `${r.excess >= 0 ? '+' : '−'}${num(Math.abs(r.excess) * 100, 1)} points`,
      ]),
    );
    const bargains = rows.filter((r) => r.excess > 0.1);
    const overpriced = rows.filter((r) => r.excess < -0.1);
    const fairOnes = rows.filter((r) => Math.abs(r.excess) <= 0.05);
    nb.fact(
      'bargains',
      bargains.map((r) => r.unit),
    );
    nb.fact(
      'overpriced',
      overpriced.map((r) => r.unit),
    );
    nb.fact('excess', Object.fromEntries(rows.map((r) => [r.unit, r.excess])));

    await nb.crossCheck({
      system: 'guns-n-grenades',
      resolve: 'duel',
      title: `${rows[0].unit} against ${rows.at(-1)!.unit}`,
      trials: 100_000,
      seed: 4,
      attacker: { unit: rows[0].unit },
      defender: { unit: rows.at(-1)!.unit },
      first: 'attacker',
      max_turns: 20,
      distance: DISTANCE,
    });

    nb.conclusion(`
**Silhouette.** One more skill die is worth most at ${top.from} → ${top.from + 1} dice against Threshold ${top.threshold} (+${num(top.die * 100, 1)} percentage points). The second die adds ${num(Math.min(...second.map((g) => g.die)) * 100, 1)} to ${num(Math.max(...second.map((g) => g.die)) * 100, 1)} points depending on the Threshold, the sixth only ${num(Math.min(...late.map((g) => g.die)) * 100, 1)} to ${num(Math.max(...late.map((g) => g.die)) * 100, 1)}: returns diminish. An extra die beats a +1 modifier in ${dieBeatsModifier} of ${gains.length} cases${dieBeatsModifier < gains.length / 2 ? ', so a flat +1 is usually the better buy' : ', so the die is usually the better buy'}.

**Guns 'n Grenades.** In ${DISTANCE}" duels, ${bargains.length > 0 ? `${list(bargains.map((r) => `${r.unit} (${r.cost} points, ${num(r.excess * 100, 0)} points above its fair share)`))} ${bargains.length === 1 ? 'is a bargain' : 'are bargains'}` : 'no unit beats its fair share by more than 10 points'}; ${overpriced.length > 0 ? `${list(overpriced.map((r) => `${r.unit} (${r.cost} points, ${num(-r.excess * 100, 0)} below)`))} ${overpriced.length === 1 ? 'is' : 'are'} overpriced for a shoot-out` : 'no unit falls more than 10 points below its fair share'}. ${fairOnes.length > 0 ? `Only ${list(fairOnes.map((r) => r.unit))} ${fairOnes.length === 1 ? 'is' : 'are'} priced within 5 points of fair.` : 'No unit is priced within 5 points of fair.'} Duels are not the whole game — units with tags for other jobs (Light, Limited, Anti Armor) earn their points elsewhere — but as a measure of firepower for points, the costs are ${bargains.length + overpriced.length === 0 ? 'fair' : 'not fair'}.`);
  },
};

await runIfMain(import.meta.url, otherSystems);
