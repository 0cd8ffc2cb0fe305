import type { Kernel, StepFunctions } from '../../../../core/Kernel.js';
import { Roll } from '../../../../dice/Roll.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../../dice/uniformDraws.js';
import { VOLLEY, type VolleyPlan, volleyPlan } from '../../fire/fireVolley.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { boutOf, closeCombatBout, closeCombatScore } from '../closeCombatBout.js';
import { checkedScore, closeCombatSteps, scoreByDie } from '../closeCombatSteps.js';
import { ASSAULT, ASSAULT_FIELDS, assaultEnd, countAssault } from './assaultEnd.js';
import { type CloseAssaultCell, type CombinedAssault, ROUND_CAP } from './CloseAssaultCell.js';
import {
  ABORTS,
  ATTACKER_WINS,
  type CloseAssaultOffsets,
  closeAssaultOffsets,
  DEFENDER_WINS,
  REFUSES,
  REPULSED,
  WAITS,
  WITHDRAWS,
} from './closeAssaultLayout.js';
import { type DefenderDieClasses, defenderDieClasses } from './defenderDieClasses.js';
import { defensiveVolley } from './defensiveVolley.js';
import { placeSpares } from './placeSpares.js';

interface Plan extends DefenderDieClasses {
  cell: CloseAssaultCell;
  combined: CombinedAssault;
  fire: Array<Array<VolleyPlan | null>>;
  fired: Int32Array;
  draws: UniformDraws;
  offsets: CloseAssaultOffsets;
  /** A house rule's `score` step by die (sides, multiplier), rolling through `draws`; null: the book's dice. */
  houseScore: ((sides: number, multiplier: number) => number) | null;
}

/**
 * The Monte Carlo kernel of a COMBINED close assault (two or more attacking units, `combined` the cell's; see
 * runCombinedAssaults), a part of the `close-assault` kernel module; with `steps`, a house rule's `score` step
 * rolls each close-combat score (the built-in path draws nothing differently without them).
 */
export function createCombinedKernel(cell: CloseAssaultCell, combined: CombinedAssault, steps?: StepFunctions): Kernel {
  const draws = new UniformDraws(LARGE_BUFFER_SIZE);
  const plan: Plan = {
    cell,
    combined,
    fire: combined.units.map((u) => u.fire.map((f) => (f ? volleyPlan(f) : null))),
    fired: new Int32Array(6),
    draws,
    offsets: closeAssaultOffsets(cell),
    ...defenderDieClasses(combined),
    houseScore: steps ? scoreByDie(checkedScore(closeCombatSteps(steps), new Roll(draws))) : null,
  };
  return { run: (state, trials, c) => runCombinedAssaults(plan, state, trials, c) };
}

/**
 * The trials of a combined close assault, step by step (COMBINED CLOSE-ASSAULT ACTIVATIONS: "at each step that
 * tests are required each involved unit tests separately"): every unit's reaction test to charge; the defenders'
 * test to stand against the units charging; every unit's combat move, final defensive fire at each unit short and
 * its reaction test, second move; the rounds of close combat with the units in contact as one side (figures in
 * unit order, each with its unit's die), after each round every unit still fighting tests, a failing unit falls
 * back while the others fight on; "the remaining unit(s) must add an extra +1 to the Threat Level of any further
 * tests" once a unit has failed to assault or fallen back. Tests of one step are simultaneous.
 */
function runCombinedAssaults(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const cell = plan.cell;
  const { units, standNeeded, extraPerUnit, unitCasualties, abortOnWithdrawal } = plan.combined;
  const K = units.length;
  const o = plan.offsets;
  const draws = plan.draws;
  const houseScore = plan.houseScore;
  draws.start(state);
  const u = draws.values;
  const halfOrLess = cell.halfOrLess;
  const extra = (w: number) => (extraPerUnit ? w : w > 0 ? 1 : 0);
  const D0 = cell.defenders;
  const N = cell.attackers;
  const contact = new Int32Array(K); // figures standing at contact (0: not in the close combat)
  const standing = new Int32Array(K);
  const hurt = new Int32Array(K);
  const fighting = new Int32Array(K); // 1 while the unit is in the close combat
  const loss = new Int32Array(K);
  const failed = new Int32Array(K);
  const figUnit = new Int32Array(N);
  const most = Math.max(N, D0);
  const owner = new Int32Array(most); // the centre each opponent faces this round
  const centreDown = new Int32Array(most);
  // A centre's score per die class, `unrolled` until rolled: the book's scores are whole and at least 1 (0 marks
  // them, in whole numbers as before); a house rule's may be 0, negative or fractional (NaN marks them).
  const unrolled = houseScore === null ? 0 : NaN;
  const centreScore = houseScore === null ? new Int32Array(most * K) : new Float64Array(most * K);
  const lowClass = new Int32Array(most);
  const lowest = plan.combined.lowestDefenderDie;
  let maxStart = 0;
  for (const unit of units) maxStart = Math.max(maxStart, unit.start);

  /** Follow-through: each unit still fighting (fighting[u] = 1) tests at +threat (+ the combined extra). */
  const follows = (threat: number, w: number): number => {
    if (!cell.followThrough || threat === 0) return 0;
    let n = 0;
    for (let k = 0; k < K; k++) {
      if (fighting[k] === 1)
        n += reactionTest(units[k].sides, units[k].leadership + threat + extra(w), u, draws.take());
    }
    return n;
  };
  const ended = new Int32Array(ASSAULT_FIELDS);
  const record = (
    outcome: number,
    rounds: number,
    fireDead: number,
    fireWounded: number,
    aDown: number,
    dDown: number,
    loser: number,
    aConf: number,
    dConf: number,
    followed: number,
  ) => {
    assaultEnd(draws, ended, outcome, rounds, fireDead, fireWounded, aDown, dDown, loser, aConf, dConf);
    ended[ASSAULT.follows] = followed;
    countAssault(c, o, ended);
  };

  for (let t = 0; t < trials; t++) {
    // INITIATING CLOSE ASSAULT: each unit's reaction test to charge, separately.
    let mask = 0;
    let w = 0;
    for (let k = 0; k < K; k++) {
      fighting[k] = 0;
      contact[k] = 0;
      hurt[k] = 0;
      if (reactionTest(units[k].sides, units[k].chargeNeeded, u, draws.take()) === 1) {
        mask |= 1 << k;
        fighting[k] = 1;
      } else w++;
    }
    const dStart = cell.defenderStart;
    // Every unit refused, or (combined-on-withdrawal: abort) one did and the player abandons the assault.
    if (mask === 0 || (abortOnWithdrawal && w > 0)) {
      record(REFUSES, 0, 0, 0, 0, 0, 0, maxStart, dStart, 0);
      continue;
    }
    const sn = standNeeded[mask];
    if (sn < 0) {
      record(WITHDRAWS, 0, 0, 0, 0, 0, 0, maxStart, 4, follows(2, w));
      continue;
    }
    const standDrop = confidenceTest(cell.defenderSides, sn, halfOrLess, u, draws.take());
    if (standDrop > 0) {
      record(WITHDRAWS, 0, 0, 0, 0, 0, 0, maxStart, Math.min(4, dStart + standDrop), follows(2, w));
      continue;
    }
    // COMBAT MOVE of every unit; FINAL DEFENSIVE FIRE at each unit whose first move falls short.
    let fireDead = 0;
    let fireWounded = 0;
    let out = 0;
    let anyShort = false;
    let anyRepulsed = false;
    for (let k = 0; k < K; k++) {
      if (fighting[k] === 0) continue;
      const unit = units[k];
      const f = draws.die(unit.moveDie);
      if (2 * f >= cell.distance) {
        contact[k] = unit.figures;
        continue;
      }
      const fp = plan.fire[k][f - 1];
      let h = 0;
      if (
        fp !== null &&
        (cell.fireNeeded < 0 || reactionTest(cell.defenderSides, cell.fireNeeded, u, draws.take()) === 1)
      ) {
        defensiveVolley(draws, fp, plan.fired);
        fireDead += plan.fired[VOLLEY.dead];
        fireWounded += plan.fired[VOLLEY.wounded];
        h = plan.fired[VOLLEY.dead] + plan.fired[VOLLEY.wounded];
      }
      if (
        h >= unit.figures ||
        (h > 0 && reactionTest(unit.sides, unit.leadership + h + extra(w), u, draws.take()) === 0)
      ) {
        fighting[k] = 0;
        out++;
        anyRepulsed = true;
      } else if (2 * (f + draws.die(unit.moveDie)) < cell.distance) {
        fighting[k] = 0;
        out++;
        anyShort = true;
      } else {
        contact[k] = unit.figures - h;
        hurt[k] = h;
      }
    }
    w += out;
    let A = 0;
    for (let k = 0; k < K; k++) {
      standing[k] = contact[k];
      A += contact[k];
    }
    if (abortOnWithdrawal && out > 0) {
      // Part of the force is out before contact: the player abandons the whole assault.
      record(anyRepulsed ? REPULSED : ABORTS, 0, fireDead, fireWounded, 0, 0, 0, maxStart, dStart, 0);
      continue;
    }
    if (A === 0) {
      record(
        anyShort ? (cell.abortIfShort ? ABORTS : WAITS) : REPULSED,
        0,
        fireDead,
        fireWounded,
        0,
        0,
        0,
        maxStart,
        dStart,
        0,
      );
      continue;
    }
    // CLOSE COMBAT RESOLUTION: the units in contact fight as one side, round after round.
    let D = D0;
    let round = 0;
    let outcome = -1;
    let aConf = maxStart;
    let dConf = dStart;
    let followed = 0;
    while (outcome < 0) {
      const first = round === 0;
      round++;
      let n = 0;
      for (let k = 0; k < K; k++) {
        loss[k] = 0;
        if (fighting[k] === 1) for (let i = 0; i < standing[k]; i++) figUnit[n++] = k;
      }
      const cls = first ? plan.classFirst : plan.classLater;
      const classSides = first ? plan.classSidesFirst : plan.classSidesLater;
      const classMult = first ? plan.classMultFirst : plan.classMultLater;
      let dLoss = 0;
      // Pairing: the smaller side's figure i (a centre) faces the other side's figure i; the spare figures j go to
      // centre j mod centres (spread), centre 0 (concentrate) or a random centre. Attacking figures in unit order.
      const defendersCentre = n >= D;
      const centres = defendersCentre ? D : n;
      const opponents = defendersCentre ? n : D;
      placeSpares(draws, cell.spares, centres, opponents, owner);
      for (let i = 0; i < centres; i++) {
        centreDown[i] = 0;
        lowClass[i] = K;
        for (let k = 0; k < K; k++) centreScore[i * K + k] = unrolled;
      }
      if (defendersCentre) {
        // A defender rolls once per die he is left (or once, the lowest of them): rolled when first needed.
        if (lowest) {
          for (let j = 0; j < opponents; j++) {
            const k = cls[figUnit[j]];
            if (k < lowClass[owner[j]]) lowClass[owner[j]] = k;
          }
        }
        for (let j = 0; j < opponents; j++) {
          const i = owner[j];
          const unit = figUnit[j];
          const k = lowest ? lowClass[i] : cls[unit];
          let cs = centreScore[i * K + k];
          if (cs === unrolled || cs !== cs) {
            cs = centreScore[i * K + k] =
              houseScore === null
                ? closeCombatScore(draws.uniform(), classSides[k], classMult[k])
                : houseScore(classSides[k], classMult[k]);
          }
          const die = first ? units[unit].first : units[unit].later;
          const bout =
            houseScore === null
              ? closeCombatBout(draws.uniform(), cs, die.sides, die.multiplier)
              : boutOf(houseScore(die.sides, die.multiplier), cs);
          if (bout < 0) loss[unit]++;
          else if (bout > 0) centreDown[i] = 1;
        }
        for (let i = 0; i < centres; i++) dLoss += centreDown[i];
      } else {
        for (let i = 0; i < centres; i++) {
          const die = first ? units[figUnit[i]].first : units[figUnit[i]].later;
          centreScore[i * K] =
            houseScore === null
              ? closeCombatScore(draws.uniform(), die.sides, die.multiplier)
              : houseScore(die.sides, die.multiplier);
        }
        for (let j = 0; j < opponents; j++) {
          const i = owner[j];
          const die = first ? units[figUnit[i]].defenderFirst : units[figUnit[i]].defenderLater;
          const bout =
            houseScore === null
              ? closeCombatBout(draws.uniform(), centreScore[i * K], die.sides, die.multiplier)
              : boutOf(houseScore(die.sides, die.multiplier), centreScore[i * K]);
          if (bout < 0) dLoss++;
          else if (bout > 0) centreDown[i] = 1;
        }
        for (let i = 0; i < centres; i++) loss[figUnit[i]] += centreDown[i];
      }
      D -= dLoss;
      A = 0;
      for (let k = 0; k < K; k++) {
        standing[k] -= loss[k];
        if (fighting[k] === 1) {
          if (standing[k] === 0)
            fighting[k] = 0; // every figure of the unit is down: out, with no test
          else A += standing[k];
        }
      }
      if (D === 0) {
        outcome = ATTACKER_WINS;
        followed = follows(1, w);
        break;
      }
      if (A === 0) {
        outcome = DEFENDER_WINS;
        break;
      }
      // ENDING CLOSE COMBAT: the side with more casualties (the defender on a tie) tests first; every unit tests.
      let aCas = 0;
      for (let k = 0; k < K; k++)
        if (contact[k] > 0) aCas += contact[k] - standing[k] + (cell.fireCasualtiesCount ? hurt[k] : 0);
      const dCas = D0 - D;
      const attackerFirst = aCas > dCas;
      for (let side = 0; side < 2 && outcome < 0; side++) {
        if (attackerFirst === (side === 0)) {
          let holding = 0;
          let fails = 0;
          for (let k = 0; k < K; k++) {
            failed[k] = 0;
            if (fighting[k] === 0) continue;
            const own = contact[k] - standing[k] + (cell.fireCasualtiesCount ? hurt[k] : 0);
            const needed = units[k].leadership + (unitCasualties ? own : aCas) + extra(w);
            const lost = confidenceTest(units[k].sides, needed, halfOrLess, u, draws.take());
            if (lost === 0) holding++;
            else {
              failed[k] = 1;
              fails++;
              aConf = Math.max(aConf, Math.min(4, units[k].start + lost));
            }
          }
          for (let k = 0; k < K; k++) if (failed[k] === 1) fighting[k] = 0;
          w += fails;
          if (holding === 0 || (abortOnWithdrawal && fails > 0)) outcome = DEFENDER_WINS;
        } else {
          const lost = confidenceTest(cell.defenderSides, cell.defenderLeadership + dCas, halfOrLess, u, draws.take());
          if (lost > 0) {
            dConf = Math.min(4, dStart + lost);
            outcome = ATTACKER_WINS;
            followed = follows(2, w);
          }
        }
      }
    }
    let aDown = 0;
    for (let k = 0; k < K; k++) aDown += contact[k] - standing[k];
    const attackerWon = outcome === ATTACKER_WINS;
    record(
      outcome,
      round < ROUND_CAP ? round : ROUND_CAP,
      fireDead,
      fireWounded,
      aDown,
      D0 - D,
      attackerWon ? 2 : 1,
      aConf,
      dConf,
      followed,
    );
  }
}
