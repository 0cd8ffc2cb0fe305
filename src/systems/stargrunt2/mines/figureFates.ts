/**
 * What a mine or trap did to one figure: 0 not attacked, 1 attacked and unhurt, 2 WOUNDED, 3 DEAD. The exact
 * evaluators give each figure's chances of these four, the same for every figure of a kind.
 */
export type FateOdds = readonly [notAttacked: number, unhurt: number, wounded: number, dead: number];

/** The joint chances of (attacked, wounded, dead) over the figures added so far, keyed by attacked·4096 + wounded·64 + dead. */
type FigureTotals = Map<number, number>;

const ATTACKED = 4096;
const WOUNDED = 64;

/** No figure yet: nothing attacked, nobody hurt, for sure. */
export function noFigures(): FigureTotals {
  return new Map([[0, 1]]);
}

/**
 * Adds `count` independent figures with the same fate odds to the totals, one figure at a time (each figure's four
 * fates moving every state on). At most 63 figures.
 * @example addFigures(noFigures(), [0.5, 0.5, 0, 0], 2).get(4096) // 0.5: one of the two attacked
 */
export function addFigures(totals: FigureTotals, odds: FateOdds, count: number): FigureTotals {
  let current = totals;
  const step = [0, ATTACKED, ATTACKED + WOUNDED, ATTACKED + 1];
  for (let k = 0; k < count; k++) {
    const next: FigureTotals = new Map();
    for (const [key, p] of current) {
      for (let fate = 0; fate < 4; fate++) {
        if (odds[fate] === 0) continue;
        const to = key + step[fate];
        next.set(to, (next.get(to) ?? 0) + p * odds[fate]);
      }
    }
    current = next;
  }
  return current;
}

/** Reads a totals key back: [attacked, wounded, dead]. */
function totalsOf(key: number): [attacked: number, wounded: number, dead: number] {
  return [Math.floor(key / ATTACKED), Math.floor(key / WOUNDED) % WOUNDED, key % WOUNDED];
}

/** The totals read as a mine resolution reports them: the three outcomes and the four histograms (0 … figures). */
interface TotalsSummary {
  /** No figure attacked. */
  none: number;
  /** Some attacked, none hurt. */
  unhurt: number;
  /** At least one dead or wounded. */
  hurt: number;
  attacked: number[];
  dead: number[];
  wounded: number[];
  casualties: number[];
}

/**
 * Reads the joint totals of `figures` figures into outcomes and histograms.
 * @example summarizeTotals(addFigures(noFigures(), [0, 0, 0, 1], 1), 1).dead // [0, 1]
 */
export function summarizeTotals(totals: FigureTotals, figures: number): TotalsSummary {
  const zeros = () => new Array<number>(figures + 1).fill(0);
  const s: TotalsSummary = {
    none: 0,
    unhurt: 0,
    hurt: 0,
    attacked: zeros(),
    dead: zeros(),
    wounded: zeros(),
    casualties: zeros(),
  };
  for (const [key, p] of totals) {
    const [attacked, wounded, dead] = totalsOf(key);
    if (attacked === 0) s.none += p;
    else if (dead + wounded === 0) s.unhurt += p;
    else s.hurt += p;
    s.attacked[attacked] += p;
    s.dead[dead] += p;
    s.wounded[wounded] += p;
    s.casualties[dead + wounded] += p;
  }
  return s;
}
