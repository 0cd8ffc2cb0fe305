import { ExactIntractableError } from '../../../../core/ExactIntractableError.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { dieFaces } from '../../steps/dieFaces.js';
import { reactionTestPass } from '../../steps/reactionTestDist.js';
import { assaultMessages } from '../messages.js';
import { bookDieScores, type DieScores } from '../scoreWeights.js';
import { AssaultExactSums, type CloseAssaultExact, oneHot } from './assaultExactSums.js';
import type { AttackingUnit, CloseAssaultCell, CombinedAssault } from './CloseAssaultCell.js';
import { ABORTS, ATTACKER_WINS, DEFENDER_WINS, REFUSES, REPULSED, WAITS, WITHDRAWS } from './closeAssaultLayout.js';
import { combinedMelee } from './combinedMelee.js';
import type { CombinedRound } from './combinedRound.js';
import { deadAndWounded, fireCasualties } from './fireCasualties.js';
import { followThroughDist } from './followThroughDist.js';

/** Largest combined assault enumerated: all attacking figures together, and defenders (Monte Carlo has no limit). */
const COMBINED_EXACT_MAX_ATTACKERS = 8;
const COMBINED_EXACT_MAX_DEFENDERS = 6;

/** One unit's way through the combat moves: 0 in contact, 1 repulsed by fire, 2 still short; with its fire losses. */
interface Approach {
  status: number;
  standing: number;
  p: number;
  /** Histograms of its fire dead and fire wounded, given this status and figures standing. */
  dead: number[];
  wounded: number[];
}

/**
 * Exact evaluator of a COMBINED close assault: every set of units passing the charge test, the defenders' test to
 * stand, each charging unit's combat moves, final defensive fire and reaction test (independent given the units
 * charging, as the tests of one step are simultaneous), then the close combat as combinedMelee's Markov chain. The
 * fire's dead and wounded enter the histograms as distributions convolved with the close-combat casualties (the
 * melee depends only on the figures standing). Only the melee's tail below 1e-15 is dropped. Sizes: up to
 * COMBINED_EXACT_MAX_ATTACKERS figures in all against COMBINED_EXACT_MAX_DEFENDERS; larger throws
 * ExactIntractableError (seconds at the limit with fire; the state space grows exponentially beyond it).
 * `combined` is the cell's; `scores` the dice's own faces unless a house rule's exact `score` twin gives them.
 * @example exactCombinedAssault(cell, cell.combined).distributions.follow_through // P(0, 1, 2 … units follow through)
 */
export function exactCombinedAssault(
  cell: CloseAssaultCell,
  combined: CombinedAssault,
  scores: DieScores = bookDieScores,
): CloseAssaultExact {
  if (cell.attackers > COMBINED_EXACT_MAX_ATTACKERS || cell.defenders > COMBINED_EXACT_MAX_DEFENDERS) {
    throw new ExactIntractableError(
      assaultMessages.combinedBeyondExact(
        cell.attackers,
        cell.defenders,
        COMBINED_EXACT_MAX_ATTACKERS,
        COMBINED_EXACT_MAX_DEFENDERS,
      ),
    );
  }
  const { units, standNeeded, extraPerUnit, abortOnWithdrawal } = combined;
  const K = units.length;
  const sums = new AssaultExactSums(cell);
  const extra = (w: number) => (extraPerUnit ? w : Math.min(1, w));
  const worstStart = Math.max(...units.map((u) => u.start));
  const none = [1];

  const settle = sums.settle.bind(sums);
  const followDist = (mask: number, threat: number, w: number): number[] =>
    followThroughDist(cell, combined, mask, threat, w);
  const charge = units.map((u) => reactionTestPass(u.sides, u.chargeNeeded));
  // The close combat depends only on the figures standing per unit (fire hurt = figures − standing) and units out.
  const melees = new Map<string, ReturnType<typeof combinedMelee>>();
  const rounds = new Map<string, CombinedRound>();
  const melee = (standing: number[], out: number) => {
    const key = `${standing.join(',')}|${out}`;
    let ends = melees.get(key);
    if (!ends) {
      const hurt = standing.map((s, u) => (s > 0 ? units[u].figures - s : 0));
      melees.set(key, (ends = combinedMelee(cell, combined, standing, hurt, out, rounds, scores)));
    }
    return ends;
  };

  for (let mask = 0; mask < 1 << K; mask++) {
    let pc = 1;
    let w = 0;
    for (let u = 0; u < K; u++) {
      if (mask & (1 << u)) pc *= charge[u];
      else {
        pc *= 1 - charge[u];
        w++;
      }
    }
    if (pc === 0) continue;
    // INITIATING CLOSE ASSAULT: every unit failed its test to charge (or one did, and the player abandons it all).
    if (mask === 0 || (abortOnWithdrawal && w > 0)) {
      settle(pc, REFUSES, 0, none, none, [0, 0], 'none', [worstStart, cell.defenderStart], [1]);
      continue;
    }
    // The defenders' test to stand against the units charging.
    const sn = standNeeded[mask];
    let stand = 0;
    if (sn < 0) settle(pc, WITHDRAWS, 0, none, none, [0, 0], 'none', [worstStart, ROUTED], followDist(mask, 2, w));
    else {
      // Face by face (the stand and each failure summed as they always were).
      for (const drop of dieFaces(confidenceTestDist(cell.defenderSides, sn, cell.halfOrLess), cell.defenderSides)) {
        const p = pc / cell.defenderSides;
        if (drop === 0) stand += p;
        else
          settle(
            p,
            WITHDRAWS,
            0,
            none,
            none,
            [0, 0],
            'none',
            [worstStart, Math.min(ROUTED, cell.defenderStart + drop)],
            followDist(mask, 2, w),
          );
      }
    }
    if (stand === 0) continue;

    // COMBAT MOVE and FINAL DEFENSIVE FIRE of each charging unit, independently.
    const approaches = units.map((unit, u) =>
      mask & (1 << u) ? approach(cell, unit, extra(w)) : [{ status: -1, standing: 0, p: 1, dead: [1], wounded: [1] }],
    );
    // Combine the units: melee key (figures standing in contact per unit) → probability and fire histograms.
    type Group = {
      standing: number[];
      short: boolean;
      repulsed: boolean;
      p: number;
      dead: number[];
      wounded: number[];
    };
    const groups = new Map<string, Group>();
    const walk = (
      u: number,
      standing: number[],
      short: boolean,
      repulsed: boolean,
      p: number,
      dead: number[],
      wounded: number[],
    ) => {
      if (u === K) {
        const key = `${standing.join(',')}|${+short}|${+repulsed}`;
        const g = groups.get(key) ?? { standing, short, repulsed, p: 0, dead: [], wounded: [] };
        g.p += p;
        accumulate(g.dead, dead, p);
        accumulate(g.wounded, wounded, p);
        groups.set(key, g);
        return;
      }
      for (const a of approaches[u]) {
        walk(
          u + 1,
          [...standing, a.status === 0 ? a.standing : 0],
          short || a.status === 2,
          repulsed || a.status === 1,
          p * a.p,
          convolve(dead, a.dead),
          convolve(wounded, a.wounded),
        );
      }
    };
    walk(0, [], false, false, stand, [1], [1]);

    for (const g of groups.values()) {
      const dead = g.dead.map((x) => x / g.p);
      const wounded = g.wounded.map((x) => x / g.p);
      const inContact = g.standing.filter((s) => s > 0).length;
      if (abortOnWithdrawal && (g.short || g.repulsed)) {
        // Part of the force is out before contact: the player abandons the whole assault.
        settle(
          g.p,
          g.repulsed ? REPULSED : ABORTS,
          0,
          dead,
          wounded,
          [0, 0],
          'none',
          [worstStart, cell.defenderStart],
          [1],
        );
        continue;
      }
      if (inContact === 0) {
        const outcome = g.short ? (cell.abortIfShort ? ABORTS : WAITS) : REPULSED;
        settle(g.p, outcome, 0, dead, wounded, [0, 0], 'none', [worstStart, cell.defenderStart], [1]);
        continue;
      }
      for (const e of melee(g.standing, K - inContact)) {
        settle(
          g.p * e.p,
          e.attackerWon ? ATTACKER_WINS : DEFENDER_WINS,
          e.rounds,
          dead,
          wounded,
          [e.attackersDown, e.defendersDown],
          e.attackerWon ? 'defender' : 'attacker',
          [e.attackerConfidence, e.defenderConfidence],
          oneHot(e.followed),
        );
      }
    }
  }
  return sums.result();
}

/** One charging unit's combat moves, the fire at it when the first falls short, and its reaction test (+ extra). */
function approach(cell: CloseAssaultCell, unit: AttackingUnit, extra: number): Approach[] {
  const found = new Map<string, Approach>();
  const add = (status: number, standing: number, p: number, dead: number, wounded: number) => {
    if (p === 0) return;
    const key = `${status},${standing}`;
    const a = found.get(key) ?? { status, standing, p: 0, dead: [], wounded: [] };
    a.p += p;
    a.dead[dead] = (a.dead[dead] ?? 0) + p;
    a.wounded[wounded] = (a.wounded[wounded] ?? 0) + p;
    found.set(key, a);
  };
  const S = unit.moveDie;
  for (let f = 1; f <= S; f++) {
    if (2 * f >= cell.distance) {
      add(0, unit.figures, 1 / S, 0, 0);
      continue;
    }
    const fireCell = unit.fire[f - 1];
    const fires = fireCell ? (cell.fireNeeded < 0 ? 1 : reactionTestPass(cell.defenderSides, cell.fireNeeded)) : 0;
    const outcomes = new Map<number, number>([[0, 1 - fires]]);
    if (fireCell && fires > 0)
      for (const [key, p] of fireCasualties(fireCell)) outcomes.set(key, (outcomes.get(key) ?? 0) + fires * p);
    for (const [key, pk] of outcomes) {
      const p = pk / S;
      if (p === 0) continue;
      const [dead, wounded] = deadAndWounded(key);
      const hurt = dead + wounded;
      const goOn =
        hurt >= unit.figures ? 0 : hurt > 0 ? reactionTestPass(unit.sides, unit.leadership + hurt + extra) : 1;
      add(1, 0, p * (1 - goOn), dead, wounded);
      for (let g = 1; g <= S; g++) {
        if (2 * (f + g) >= cell.distance) add(0, unit.figures - hurt, (p * goOn) / S, dead, wounded);
        else add(2, 0, (p * goOn) / S, dead, wounded);
      }
    }
  }
  // Histograms conditional on the status and figures standing.
  const conditional = (h: number[], p: number) => Array.from(h, (x) => (x ?? 0) / p);
  return [...found.values()].map((a) => ({
    ...a,
    dead: conditional(a.dead, a.p),
    wounded: conditional(a.wounded, a.p),
  }));
}

function convolve(a: number[], b: number[]): number[] {
  const out = new Array(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] += x * y)));
  return out;
}

function accumulate(into: number[], add: number[], weight: number): void {
  add.forEach((x, i) => (into[i] = (into[i] ?? 0) + x * weight));
}
