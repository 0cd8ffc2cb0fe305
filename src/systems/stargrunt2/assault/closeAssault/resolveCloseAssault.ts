import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../../dice/uniformDraws.js';
import { VOLLEY, type VolleyPlan, volleyPlan } from '../../fire/fireVolley.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { boutOf, closeCombatBout, closeCombatScore } from '../closeCombatBout.js';
import { ASSAULT, ASSAULT_FIELDS, assaultEnd } from './assaultEnd.js';
import { type CloseAssaultCell, ROUND_CAP } from './CloseAssaultCell.js';
import { ABORTS, ATTACKER_WINS, DEFENDER_WINS, REFUSES, REPULSED, WAITS, WITHDRAWS } from './closeAssaultLayout.js';
import { defensiveVolley } from './defensiveVolley.js';
import { placeSpares } from './placeSpares.js';

/** Everything one unit's close assault reads, precomputed once per cell. */
export interface CloseAssaultPlan {
  cell: CloseAssaultCell;
  /** Close-combat dice: [sides, multiplier] of attacker and defender, first round then later rounds. */
  dice: Int32Array;
  fire: Array<VolleyPlan | null>;
  /** The centre each opponent faces in a round, and how many opponents each centre faces. */
  owner: Int32Array;
  sizes: Int32Array;
  /** Result of the last defensive fire (see VOLLEY). */
  fired: Int32Array;
  /** How the assault ended (see ASSAULT). */
  out: Int32Array;
  /**
   * A house rule's `score` step by fighter (0 the attacker and 1 the defender in the first round, 2 and 3 later;
   * closeCombatFighters), rolling through the same draws; null: the book's dice above.
   */
  houseScore: ((fighter: number) => number) | null;
}

/**
 * The plan of a single unit's close assault (not a combined one).
 * @example closeAssaultPlan(cell).out.length // ASSAULT_FIELDS
 */
export function closeAssaultPlan(
  cell: CloseAssaultCell,
  houseScore: CloseAssaultPlan['houseScore'] = null,
): CloseAssaultPlan {
  const most = Math.max(cell.attackers, cell.defenders);
  return {
    cell,
    dice: Int32Array.of(
      cell.attackerFirst.sides,
      cell.attackerFirst.multiplier,
      cell.defenderFirst.sides,
      cell.defenderFirst.multiplier,
      cell.attacker.sides,
      cell.attacker.multiplier,
      cell.defender.sides,
      cell.defender.multiplier,
    ),
    fire: cell.fire.map((f) => (f ? volleyPlan(f) : null)),
    owner: new Int32Array(most),
    sizes: new Int32Array(most),
    fired: new Int32Array(6),
    out: new Int32Array(ASSAULT_FIELDS),
    houseScore,
  };
}

/** The uniforms a close-assault kernel draws from (it refills mid-trial: a close combat goes on round after round). */
export function closeAssaultDraws(): UniformDraws {
  return new UniformDraws(LARGE_BUFFER_SIZE);
}

/**
 * One unit's close assault, step by step as the CLOSE ASSAULT chapter orders them: reaction test to charge,
 * confidence test to stand, combat move, final defensive fire and the reaction test after it, second combat move,
 * rounds of close combat (pairing, one die per figure, each opponent compared separately) each followed by the
 * confidence tests, then a D6 per downed figure and the follow-through test. Writes how it ended into `plan.out`
 * (see ASSAULT). A step: the close-assault kernel and the engagement's assaults call it.
 */
export function resolveCloseAssault(plan: CloseAssaultPlan, draws: UniformDraws): void {
  const cell = plan.cell;
  const u = draws.values;
  const halfOrLess = cell.halfOrLess;
  const N = cell.attackers;
  const D0 = cell.defenders;
  const dice = plan.dice;
  const { owner, sizes, out, houseScore } = plan;
  const aStart = cell.attackerStart;
  const dStart = cell.defenderStart;
  const end = (
    outcome: number,
    rounds: number,
    fireDead: number,
    fireWounded: number,
    aDown: number,
    dDown: number,
    loser: number,
    aConf: number,
    dConf: number,
    followThreat: number,
  ): void => {
    assaultEnd(draws, out, outcome, rounds, fireDead, fireWounded, aDown, dDown, loser, aConf, dConf);
    const follows =
      cell.followThrough &&
      followThreat > 0 &&
      reactionTest(cell.attackerSides, cell.attackerLeadership + followThreat, u, draws.take()) === 1;
    out[ASSAULT.follows] = follows ? 1 : 0;
  };
  // INITIATING CLOSE ASSAULT: the charge, then the defenders' test to stand.
  if (reactionTest(cell.attackerSides, cell.chargeNeeded, u, draws.take()) === 0) {
    return end(REFUSES, 0, 0, 0, 0, 0, 0, aStart, dStart, 0);
  }
  if (cell.standNeeded < 0) {
    return end(WITHDRAWS, 0, 0, 0, 0, 0, 0, aStart, 4, 2);
  }
  const standDrop = confidenceTest(cell.defenderSides, cell.standNeeded, halfOrLess, u, draws.take());
  if (standDrop > 0) {
    return end(WITHDRAWS, 0, 0, 0, 0, 0, 0, aStart, Math.min(4, dStart + standDrop), 2);
  }
  // COMBAT MOVE; FINAL DEFENSIVE FIRE if it falls short.
  const f = draws.die(cell.moveDie);
  let fireDead = 0;
  let fireWounded = 0;
  if (2 * f < cell.distance) {
    const fp = plan.fire[f - 1];
    if (
      fp !== null &&
      (cell.fireNeeded < 0 || reactionTest(cell.defenderSides, cell.fireNeeded, u, draws.take()) === 1)
    ) {
      defensiveVolley(draws, fp, plan.fired);
      fireDead = plan.fired[VOLLEY.dead];
      fireWounded = plan.fired[VOLLEY.wounded];
    }
    const hurt = fireDead + fireWounded;
    // The reaction test after the fire (none without casualties; every figure hit: repulsed).
    if (
      hurt >= N ||
      (hurt > 0 && reactionTest(cell.attackerSides, cell.attackerLeadership + hurt, u, draws.take()) === 0)
    ) {
      return end(REPULSED, 0, fireDead, fireWounded, 0, 0, 0, aStart, dStart, 0);
    }
    if (2 * (f + draws.die(cell.moveDie)) < cell.distance) {
      return end(cell.abortIfShort ? ABORTS : WAITS, 0, fireDead, fireWounded, 0, 0, 0, aStart, dStart, 0);
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
    const opponents = defendersCentre ? A : D;
    const cs = defendersCentre ? dice[k + 2] : dice[k];
    const cm = defendersCentre ? dice[k + 3] : dice[k + 1];
    const os = defendersCentre ? dice[k] : dice[k + 2];
    const om = defendersCentre ? dice[k + 1] : dice[k + 3];
    const centreFighter = k / 2 + (defendersCentre ? 1 : 0);
    const opponentFighter = k / 2 + (defendersCentre ? 0 : 1);
    placeSpares(draws, cell.spares, n, opponents, owner);
    for (let i = 0; i < n; i++) sizes[i] = 0;
    for (let j = 0; j < opponents; j++) sizes[owner[j]]++;
    // Each centre rolls once; its opponents roll one by one against that score.
    let centreLoss = 0;
    let opponentLoss = 0;
    for (let i = 0; i < n; i++) {
      const centre = houseScore === null ? closeCombatScore(draws.uniform(), cs, cm) : houseScore(centreFighter);
      let down = 0;
      for (let j = 0; j < sizes[i]; j++) {
        const bout =
          houseScore === null
            ? closeCombatBout(draws.uniform(), centre, os, om)
            : boutOf(houseScore(opponentFighter), centre);
        if (bout > 0) down = 1;
        else if (bout < 0) opponentLoss++;
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
          ? confidenceTest(cell.attackerSides, cell.attackerLeadership + aCas, halfOrLess, u, draws.take())
          : confidenceTest(cell.defenderSides, cell.defenderLeadership + dCas, halfOrLess, u, draws.take());
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
  end(
    outcome,
    round < ROUND_CAP ? round : ROUND_CAP,
    fireDead,
    fireWounded,
    A0 - A,
    D0 - D,
    attackerWon ? 2 : 1,
    aConf,
    dConf,
    attackerWon ? (D === 0 ? 1 : 2) : 0,
  );
}
