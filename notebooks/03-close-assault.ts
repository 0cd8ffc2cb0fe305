/**
 * Notebook 3 — How many attackers does it take to carry a position in close assault?
 *
 * Stargrunt II close assault (the whole chapter: the charge, final defensive fire, the rounds of close
 * combat and the tests after each): 2 to 12 attackers of each quality charge four Veterans in soft cover
 * from 6". Exact probabilities (a Markov chain over the rounds, docs/rules/stargrunt2.md).
 * Run: npx tsx notebooks/03-close-assault.ts
 */
import { list, num, pct } from './lib/format.js';
import type { NotebookDefinition } from './lib/Notebook.js';
import { runIfMain } from './lib/runNotebook.js';

const ATTACKERS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const QUALITIES = ['green', 'regular', 'veteran', 'elite'];
/** The position is carried when the defenders withdraw before contact or lose the close combat. */
const CARRIED = ['defender_withdraws', 'attacker_wins'];

const scenario = {
  system: 'stargrunt2',
  resolve: 'close-assault',
  title: 'Attackers of each quality against four Veterans in soft cover',
  attacker: { quality: 'regular', leadership: 2, figures: 6 },
  defender: {
    quality: 'veteran',
    leadership: 2,
    figures: 4,
    cover: 'soft',
    troops: [{ count: 4, weapon: 'advanced-assault-rifle' }],
  },
  distance: 6,
  sweep: { 'attacker.figures': ATTACKERS },
  compare: QUALITIES.map((q) => ({ label: q, attacker: { quality: q } })),
};

export const closeAssault: NotebookDefinition = {
  name: '03-close-assault',
  title: 'How many attackers does it take to carry a position in close assault?',
  question:
    'Two to twelve attackers, Green to Elite, charge four Veterans in soft cover from 6". How many does it take to carry the position?',
  source: import.meta.url,
  async run(nb) {
    nb.md(`
The defenders are **four Veterans** in soft cover with advanced assault rifles; the attackers start 6"
away (so they take final defensive fire as they come in) with leadership 2. The position is **carried**
when the defenders withdraw rather than stand, or lose the close combat; it **holds** when the attackers
refuse to charge, are driven off by the fire, stall in the open, or lose the fight. Exact probabilities.`);
    const doc = await nb.exact(scenario);
    const carried = (q: string, n: number) => {
      const c = doc.cells.find((x) => x.label === q && x.params['attacker.figures'] === n)!;
      return CARRIED.reduce((a, name) => a + c.outcomes[name].p, 0);
    };
    const refuses = (q: string, n: number) =>
      doc.cells.find((x) => x.label === q && x.params['attacker.figures'] === n)!.outcomes.attacker_refuses.p;
    const values = QUALITIES.flatMap((q) =>
      ATTACKERS.map((n) => ({ quality: q, attackers: n, carried: carried(q, n) })),
    );
    await nb.chart(
      {
        title: 'Chance of carrying the position',
        data: { values },
        layer: [
          {
            mark: { type: 'line', point: true },
            encoding: {
              x: { field: 'attackers', type: 'quantitative', title: 'attacking figures', scale: { domain: [2, 12] } },
              y: {
                field: 'carried',
                type: 'quantitative',
                title: 'P(position carried)',
                axis: { format: '%' },
                scale: { domain: [0, 1] },
              },
              color: { field: 'quality', type: 'nominal', sort: QUALITIES, title: 'attackers' },
            },
          },
          { mark: { type: 'rule', strokeDash: [4, 4], color: '#888' }, encoding: { y: { datum: 0.5 } } },
        ],
        width: 560,
        height: 300,
      },
      'P(defenders withdraw or lose the close combat), by the number and quality of attackers; the dashed line is even odds.',
    );
    nb.table(
      ['attackers', ...QUALITIES],
      ATTACKERS.map((n) => [n, ...QUALITIES.map((q) => pct(carried(q, n)))]),
      'P(position carried)',
    );
    const needed = (q: string, target: number) => ATTACKERS.find((n) => carried(q, n) >= target);
    const half = QUALITIES.map((q) => ({
      q,
      n: needed(q, 0.5),
      most: Math.max(...ATTACKERS.map((n) => carried(q, n))),
    }));
    const three = QUALITIES.map((q) => ({ q, n: needed(q, 0.75) }));
    nb.fact('attackers_for_even_odds', Object.fromEntries(half.map((h) => [h.q, h.n ?? null])));
    nb.fact('attackers_for_three_in_four', Object.fromEntries(three.map((h) => [h.q, h.n ?? null])));
    nb.fact('best_chance', Object.fromEntries(half.map((h) => [h.q, h.most])));
    const refuse12 = QUALITIES.map((q) => ({ q, p: refuses(q, 12) }));

    await nb.crossCheck({
      ...scenario,
      sweep: undefined,
      compare: undefined,
      title: 'Eight Regulars against four Veterans',
      trials: 100_000,
      seed: 3,
      attacker: { ...scenario.attacker, figures: 8 },
    });

    const steps = ATTACKERS.slice(1).filter((n) => QUALITIES.every((q) => carried(q, n) - carried(q, n - 1) > 0.03));
    const dips = ATTACKERS.slice(1).filter((n) => QUALITIES.every((q) => carried(q, n) < carried(q, n - 1)));
    const byNumbers = Math.max(
      ...QUALITIES.map(
        (q) => Math.max(...ATTACKERS.map((n) => carried(q, n))) - Math.min(...ATTACKERS.map((n) => carried(q, n))),
      ),
    );
    const byQuality = Math.min(...ATTACKERS.map((n) => carried('elite', n) - carried('green', n)));
    nb.fact('steps', steps);
    const say = (h: { q: string; n?: number; most: number }) =>
      h.n === undefined
        ? `${h.q} attackers never reach even odds (at best ${pct(h.most)} with 12)`
        : `${h.n} ${h.q} attackers reach even odds`;
    const never = half.filter((h) => h.n === undefined);
    nb.conclusion(`
Against four Veterans in soft cover, ${list(half.map(say))}. ${three.some((t) => t.n !== undefined) ? `Three chances in four take ${list(three.filter((t) => t.n !== undefined).map((t) => `${t.n} ${t.q}`))}${three.some((t) => t.n === undefined) ? `; ${list(three.filter((t) => t.n === undefined).map((t) => t.q))} attackers never get there` : ''}.` : 'No attacker quality reaches three chances in four, even with twelve figures.'}

${byQuality > byNumbers ? `Quality matters more than numbers: at any size of attack, Elite rather than Green attackers add at least ${num(byQuality * 100, 1)} percentage points to the chance, while going from 2 to 12 figures adds at most ${num(byNumbers * 100, 1)} points for any quality.` : `Numbers matter more than quality: 2 to 12 figures change the chance by up to ${num(byNumbers * 100, 1)} percentage points, Elite rather than Green by at least ${num(byQuality * 100, 1)}.`} ${steps.length > 0 ? `The gains come in steps, at ${list(steps.map(String))} attackers${dips.length > 0 ? `; in between, extra figures even lower the chance slightly (at ${list(dips.map(String))})` : ''}.` : ''} Even with twelve figures the charge fails outright when the attackers refuse to go in (${refuse12.map((r) => `${pct(r.p)} for ${r.q}`).join(', ')}), which no number of extra figures fixes.${never.length > 0 ? ` For ${list(never.map((h) => h.q))} troops the honest answer is: do not assault this position, shoot it first.` : ''}`);
  },
};

await runIfMain(import.meta.url, closeAssault);
