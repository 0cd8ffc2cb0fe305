import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { clearVolley, fireVolley, VOLLEY, volleyPlan, type VolleyPlan } from '../../fire/fireVolley.js';
import {
  ABORTS,
  ATTACKER_WINS,
  type CloseAssaultCell,
  closeAssaultLayout,
  closeAssaultOffsets,
  DEFENDER_WINS,
  REFUSES,
  REPULSED,
  ROUND_CAP,
  WAITS,
  WITHDRAWS,
} from './CloseAssaultCell.js';
import { createCombinedKernel } from './combinedKernel.js';

const BUFFER = 4096;

interface Plan {
  cell: CloseAssaultCell;
  /** Close-combat dice: [sides, multiplier] of attacker and defender, first round then later rounds. */
  dice: Int32Array;
  fire: Array<VolleyPlan | null>;
  sizes: Int32Array;
  /** Result of the last defensive fire (see VOLLEY). */
  fired: Int32Array;
  uniforms: Float64Array;
  offsets: ReturnType<typeof closeAssaultOffsets>;
}

/** The Monte Carlo kernel of a whole close assault (see runCloseAssaults). */
export function createCloseAssaultKernel(cell: CloseAssaultCell): Kernel {
  if (cell.combined) return createCombinedKernel(cell);
  const plan: Plan = {
    cell,
    dice: Int32Array.of(
      cell.attackerFirst.sides, cell.attackerFirst.multiplier, cell.defenderFirst.sides, cell.defenderFirst.multiplier,
      cell.attacker.sides, cell.attacker.multiplier, cell.defender.sides, cell.defender.multiplier,
    ),
    fire: cell.fire.map((f) => (f ? volleyPlan(f) : null)),
    sizes: new Int32Array(Math.max(cell.attackers, cell.defenders)),
    fired: new Int32Array(6),
    uniforms: new Float64Array(BUFFER),
    offsets: closeAssaultOffsets(cell),
  };
  return { layout: closeAssaultLayout(cell), run: (state, trials, c) => runCloseAssaults(plan, state, trials, c) };
}

/**
 * The trials, step by step as the CLOSE ASSAULT chapter orders them: reaction test to charge, confidence test to
 * stand, combat move, final defensive fire and the reaction test after it, second combat move, rounds of close
 * combat (pairing, one die per figure, each opponent compared separately) each followed by the confidence tests,
 * then the follow-through test and a D6 per downed figure. Dice come from a uniform buffer refilled when empty.
 */
function runCloseAssaults(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const cell = plan.cell;
  const o = plan.offsets;
  const u = plan.uniforms;
  const len = u.length;
  let next = len;
  const roll = (sides: number): number => {
    if (next === len) {
      fillUniforms(state, u);
      next = 0;
    }
    return ((u[next++] * sides) | 0) + 1;
  };
  const drop = (sides: number, needed: number): number => {
    const r = roll(sides);
    if (r > needed) return 0;
    return (cell.halfOrLess ? 2 * r <= needed : 2 * r < needed) ? 2 : 1;
  };
  const N = cell.attackers;
  const D0 = cell.defenders;
  const dice = plan.dice;
  const sizes = plan.sizes;

  /** Rolls D6 for n downed figures of one side and counts dead, wounded and (when it lost) captured. */
  const casualties = (n: number, fireDead: number, fireWounded: number, lost: boolean, dead: number, wounded: number, captured: number) => {
    let d = 0;
    let w = 0;
    for (let i = 0; i < n; i++) {
      const face = roll(6);
      if (face <= 2) d++;
      else if (face <= 4) w++;
    }
    c[dead + fireDead + d]++;
    c[wounded + fireWounded + w]++;
    c[captured + (lost ? n - d : 0)]++;
  };
  const record = (
    outcome: number, rounds: number, fireDead: number, fireWounded: number, aDown: number, dDown: number,
    loser: number, aConf: number, dConf: number, followThreat: number,
  ) => {
    c[outcome]++;
    c[o.rounds + rounds]++;
    casualties(aDown, fireDead, fireWounded, loser === 1, o.aDead, o.aWounded, o.aCaptured);
    casualties(dDown, 0, 0, loser === 2, o.dDead, o.dWounded, o.dCaptured);
    c[o.aConf + aConf]++;
    c[o.dConf + dConf]++;
    const follows = cell.followThrough && followThreat > 0 && roll(cell.attackerSides) > cell.attackerLeadership + followThreat;
    c[o.follow + (follows ? 1 : 0)]++;
  };
  const aStart = cell.attackerStart;
  const dStart = cell.defenderStart;

  for (let t = 0; t < trials; t++) {
    // INITIATING CLOSE ASSAULT: the charge, then the defenders' test to stand.
    if (roll(cell.attackerSides) <= cell.chargeNeeded) {
      record(REFUSES, 0, 0, 0, 0, 0, 0, aStart, dStart, 0);
      continue;
    }
    if (cell.standNeeded < 0) {
      record(WITHDRAWS, 0, 0, 0, 0, 0, 0, aStart, 4, 2);
      continue;
    }
    const standDrop = drop(cell.defenderSides, cell.standNeeded);
    if (standDrop > 0) {
      record(WITHDRAWS, 0, 0, 0, 0, 0, 0, aStart, Math.min(4, dStart + standDrop), 2);
      continue;
    }
    // COMBAT MOVE; FINAL DEFENSIVE FIRE if it falls short.
    const f = roll(cell.moveDie);
    let fireDead = 0;
    let fireWounded = 0;
    if (2 * f < cell.distance) {
      const fp = plan.fire[f - 1];
      if (fp !== null && (cell.fireNeeded < 0 || roll(cell.defenderSides) > cell.fireNeeded)) {
        // Final defensive fire: the fire procedure with no suppression result (only casualties count).
        if (len - next < fp.drawsAtMost) {
          fillUniforms(state, u);
          next = 0;
        }
        next = fireVolley(fp, u, next, plan.fired);
        fireDead = plan.fired[VOLLEY.dead];
        fireWounded = plan.fired[VOLLEY.wounded];
        clearVolley(fp, plan.fired);
      }
      const hurt = fireDead + fireWounded;
      if (hurt >= N || (hurt > 0 && roll(cell.attackerSides) <= cell.attackerLeadership + hurt)) {
        record(REPULSED, 0, fireDead, fireWounded, 0, 0, 0, aStart, dStart, 0);
        continue;
      }
      if (2 * (f + roll(cell.moveDie)) < cell.distance) {
        record(cell.abortIfShort ? ABORTS : WAITS, 0, fireDead, fireWounded, 0, 0, 0, aStart, dStart, 0);
        continue;
      }
    }
    // CLOSE COMBAT RESOLUTION, round after round.
    const A0 = N - fireDead - fireWounded;
    const fireCount = cell.fireCasualtiesCount ? fireDead + fireWounded : 0;
    let A = A0;
    let D = D0;
    let round = 0;
    let outcome = -1;
    let aConf = aStart;
    let dConf = dStart;
    while (outcome < 0) {
      const k = round === 0 ? 0 : 4;
      round++;
      const defendersCentre = A >= D;
      const n = defendersCentre ? D : A;
      const spare = (defendersCentre ? A : D) - n;
      const cs = defendersCentre ? dice[k + 2] : dice[k];
      const cm = defendersCentre ? dice[k + 3] : dice[k + 1];
      const os = defendersCentre ? dice[k] : dice[k + 2];
      const om = defendersCentre ? dice[k + 1] : dice[k + 3];
      if (cell.spares === 0) {
        const each = (spare / n) | 0;
        const rest = spare - each * n;
        for (let i = 0; i < n; i++) sizes[i] = 1 + each + (i < rest ? 1 : 0);
      } else if (cell.spares === 1) {
        for (let i = 0; i < n; i++) sizes[i] = 1;
        sizes[0] += spare;
      } else {
        for (let i = 0; i < n; i++) sizes[i] = 1;
        for (let s = 0; s < spare; s++) sizes[roll(n) - 1]++;
      }
      let centreLoss = 0;
      let opponentLoss = 0;
      for (let i = 0; i < n; i++) {
        const centre = roll(cs) * cm;
        let down = 0;
        for (let j = 0; j < sizes[i]; j++) {
          const opponent = roll(os) * om;
          if (opponent > centre) down = 1;
          else if (opponent < centre) opponentLoss++;
        }
        centreLoss += down;
      }
      if (defendersCentre) {
        D -= centreLoss;
        A -= opponentLoss;
      } else {
        A -= centreLoss;
        D -= opponentLoss;
      }
      if (D === 0) outcome = ATTACKER_WINS;
      else if (A === 0) outcome = DEFENDER_WINS;
      else {
        // ENDING CLOSE COMBAT: the side with more casualties (the defender on a tie) tests first.
        const aCas = A0 - A + fireCount;
        const dCas = D0 - D;
        const attackerFirst = aCas > dCas;
        for (let side = 0; side < 2 && outcome < 0; side++) {
          const attackerTests = attackerFirst === (side === 0);
          const lost = attackerTests
            ? drop(cell.attackerSides, cell.attackerLeadership + aCas)
            : drop(cell.defenderSides, cell.defenderLeadership + dCas);
          if (lost === 0) continue;
          if (attackerTests) {
            aConf = Math.min(4, aStart + lost);
            outcome = DEFENDER_WINS;
          } else {
            dConf = Math.min(4, dStart + lost);
            outcome = ATTACKER_WINS;
          }
        }
      }
    }
    const attackerWon = outcome === ATTACKER_WINS;
    record(
      outcome, round < ROUND_CAP ? round : ROUND_CAP, fireDead, fireWounded, A0 - A, D0 - D,
      attackerWon ? 2 : 1, aConf, dConf, attackerWon ? (D === 0 ? 1 : 2) : 0,
    );
  }
}
