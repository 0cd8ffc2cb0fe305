import type { StepFunctions } from '../../../../core/Kernel.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { dieFaces } from '../../steps/dieFaces.js';
import { reactionTestPass } from '../../steps/reactionTestDist.js';
import { closeCombatExactSteps, houseDieScores } from '../closeCombatSteps.js';
import { AssaultExactSums, type AssaultLoser, type CloseAssaultExact, oneHot } from './assaultExactSums.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import { ABORTS, ATTACKER_WINS, DEFENDER_WINS, REFUSES, REPULSED, WAITS, WITHDRAWS } from './closeAssaultLayout.js';
import { exactCombinedAssault } from './exactCombinedAssault.js';
import { deadAndWounded, fireCasualties } from './fireCasualties.js';
import { type MeleeScores, meleeChain } from './meleeChain.js';

/**
 * Exact evaluator of the whole close assault: the charge test, the stand test (every test here is the exact
 * counterpart of the reactionTest or confidenceTest step), every face of the two combat moves, final defensive fire
 * (its exact joint casualties), the attackers' reaction test after it, the close combat as an exact Markov chain
 * over figures standing (meleeChain), the follow-through test and the D6 per downed figure (binomial: 1–2 dead,
 * 3–4 wounded, 5–6 stunned). Only the melee's tail of probability < 1e-15 is dropped. Tractable for every
 * single-unit size the schema allows (20 against 20); a combined assault goes to exactCombinedAssault.
 * @example exactCloseAssault(cell).outcomes.attacker_wins // P(the attackers win the close combat)
 */
export function exactCloseAssault(cell: CloseAssaultCell): CloseAssaultExact {
  if (cell.combined) return exactCombinedAssault(cell, cell.combined);
  return exactSingleAssault(cell, cell);
}

/**
 * The close assault with a house rule's exact `score` twin (the book's where not replaced; docs/house-rules.md):
 * every close-combat round from the distributions of the figures' scores, the rest as the book's.
 * @example exactCloseAssaultWith(cell, {}) // the book's, from the book's score distributions
 */
export function exactCloseAssaultWith(cell: CloseAssaultCell, exactSteps: StepFunctions): CloseAssaultExact {
  const { score } = closeCombatExactSteps(exactSteps);
  const scores = houseDieScores(score);
  if (cell.combined) return exactCombinedAssault(cell, cell.combined, scores);
  return exactSingleAssault(cell, {
    attackerFirst: scores(cell.attackerFirst),
    defenderFirst: scores(cell.defenderFirst),
    attacker: scores(cell.attacker),
    defender: scores(cell.defender),
  });
}

function exactSingleAssault(cell: CloseAssaultCell, scores: MeleeScores): CloseAssaultExact {
  const sums = new AssaultExactSums(cell);
  const D0 = cell.defenders;
  const follow = (threat: number) =>
    cell.followThrough ? reactionTestPass(cell.attackerSides, cell.attackerLeadership + threat) : 0;

  const settle = (
    p: number,
    outcome: number,
    rounds: number,
    fire: [number, number],
    down: [number, number],
    loser: AssaultLoser,
    confidence: [number, number],
    followPass: number,
  ) =>
    sums.settle(p, outcome, rounds, oneHot(fire[0]), oneHot(fire[1]), down, loser, confidence, [
      1 - followPass,
      followPass,
    ]);
  const start: [number, number] = [cell.attackerStart, cell.defenderStart];

  // INITIATING CLOSE ASSAULT: the attacker's reaction test to charge.
  const charge = reactionTestPass(cell.attackerSides, cell.chargeNeeded);
  settle(1 - charge, REFUSES, 0, [0, 0], [0, 0], 'none', start, 0);
  // The defender's confidence test to stand (a BROKEN unit routs without one); withdrawing is "pulled back" (+2).
  let stand = 0;
  if (cell.standNeeded < 0)
    settle(charge, WITHDRAWS, 0, [0, 0], [0, 0], 'none', [cell.attackerStart, ROUTED], follow(2));
  else {
    // Face by face (the stand and each failure summed as they always were).
    const standTest = confidenceTestDist(cell.defenderSides, cell.standNeeded, cell.halfOrLess);
    for (const drop of dieFaces(standTest, cell.defenderSides)) {
      const p = charge / cell.defenderSides;
      if (drop === 0) stand += p;
      else
        settle(
          p,
          WITHDRAWS,
          0,
          [0, 0],
          [0, 0],
          'none',
          [cell.attackerStart, Math.min(ROUTED, cell.defenderStart + drop)],
          follow(2),
        );
    }
  }

  // COMBAT MOVE, and FINAL DEFENSIVE FIRE when the first move falls short.
  const contact = new Map<number, number>(); // fire casualties (dead × 1000 + wounded) → probability
  const add = (key: number, p: number) => contact.set(key, (contact.get(key) ?? 0) + p);
  const S = cell.moveDie;
  for (let f = 1; f <= S; f++) {
    const pf = stand / S;
    if (2 * f >= cell.distance) {
      add(0, pf);
      continue;
    }
    const fireCell = cell.fire[f - 1];
    const fires = fireCell ? (cell.fireNeeded < 0 ? 1 : reactionTestPass(cell.defenderSides, cell.fireNeeded)) : 0;
    const fired = fireCell && fires > 0 ? fireCasualties(fireCell) : new Map<number, number>();
    const outcomes = new Map<number, number>([[0, 1 - fires]]);
    for (const [key, p] of fired) outcomes.set(key, (outcomes.get(key) ?? 0) + fires * p);
    for (const [key, pk] of outcomes) {
      const p = pf * pk;
      if (p === 0) continue;
      const [dead, wounded] = deadAndWounded(key);
      const hurt = dead + wounded;
      const goOn =
        hurt >= cell.attackers
          ? 0
          : hurt > 0
            ? reactionTestPass(cell.attackerSides, cell.attackerLeadership + hurt)
            : 1;
      settle(p * (1 - goOn), REPULSED, 0, [dead, wounded], [0, 0], 'none', start, 0);
      for (let g = 1; g <= S; g++) {
        const pg = (p * goOn) / S;
        if (2 * (f + g) >= cell.distance) add(key, pg);
        else settle(pg, cell.abortIfShort ? ABORTS : WAITS, 0, [dead, wounded], [0, 0], 'none', start, 0);
      }
    }
  }

  // CLOSE COMBAT RESOLUTION to ENDING CLOSE COMBAT, then CASUALTIES IN CLOSE COMBAT and the follow-through.
  const chains = new Map<string, ReturnType<typeof meleeChain>>();
  for (const [key, pc] of contact) {
    if (pc === 0) continue;
    const [dead, wounded] = deadAndWounded(key);
    const standing = cell.attackers - dead - wounded;
    const chainKey = `${standing},${dead + wounded}`;
    let ends = chains.get(chainKey);
    if (!ends) chains.set(chainKey, (ends = meleeChain(cell, standing, dead + wounded, scores)));
    for (const e of ends) {
      const followPass = e.attackerWon ? follow(e.defendersDown === D0 ? 1 : 2) : 0;
      settle(
        pc * e.p,
        e.attackerWon ? ATTACKER_WINS : DEFENDER_WINS,
        e.rounds,
        [dead, wounded],
        [e.attackersDown, e.defendersDown],
        e.attackerWon ? 'defender' : 'attacker',
        [e.attackerConfidence, e.defenderConfidence],
        followPass,
      );
    }
  }
  return sums.result();
}
