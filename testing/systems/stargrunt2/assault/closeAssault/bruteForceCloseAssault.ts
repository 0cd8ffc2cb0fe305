import { counterLength } from '../../../../../src/core/CounterLayout.js';
import {
  type CloseAssaultCell,
  ROUND_CAP,
} from '../../../../../src/systems/stargrunt2/assault/closeAssault/CloseAssaultCell.js';
import {
  closeAssaultLayout,
  closeAssaultOffsets,
} from '../../../../../src/systems/stargrunt2/assault/closeAssault/closeAssaultLayout.js';
import type { CloseCombatDie } from '../../../../../src/systems/stargrunt2/assault/closeCombatDice.js';
import { addD6Casualties, eachFaces, testDrop } from './bruteForceSteps.js';

const bookFaces = (die: CloseCombatDie) => Array.from({ length: die.sides }, (_, i) => (i + 1) * die.multiplier);

/**
 * Test helper: an INDEPENDENT plain enumeration of a close assault WITHOUT defensive fire (distance reached by the
 * first move, or no defender troops), spares spread by figure index (opponent i on figure i mod n). Every die face
 * of every figure is enumerated one by one, the tests face by face, the D6 per downed figure face by face.
 * Rounds are followed to 40 (the rest is below 1e-15 in the tests' cases). Tiny sizes only. `scoreFaces` lists the
 * equally likely scores of a die (the book's: each face times the multiplier; a house rule's `score` written out).
 */
export function bruteForceCloseAssault(
  cell: CloseAssaultCell,
  scoreFaces: (die: CloseCombatDie) => number[] = bookFaces,
): Float64Array {
  const out = new Float64Array(counterLength(closeAssaultLayout(cell)));
  const o = closeAssaultOffsets(cell);
  const N = cell.attackers;
  const D0 = cell.defenders;
  const fails = (roll: number, needed: number) => testDrop(roll, needed, cell.halfOrLess);

  const finish = (
    p: number,
    outcome: number,
    rounds: number,
    aDown: number,
    dDown: number,
    loser: number,
    ac: number,
    dc: number,
    followThreat: number,
  ) => {
    out[outcome] += p;
    out[o.rounds + Math.min(rounds, ROUND_CAP)] += p;
    out[o.aConf + ac] += p;
    out[o.dConf + dc] += p;
    let pass = 0;
    if (cell.followThrough && followThreat > 0) {
      for (let r = 1; r <= cell.attackerSides; r++)
        if (r > cell.attackerLeadership + followThreat) pass += 1 / cell.attackerSides;
    }
    out[o.follow + 1] += p * pass;
    out[o.follow] += p * (1 - pass);
    addD6Casualties(out, p, aDown, loser === 1, o.aDead, o.aWounded, o.aCaptured);
    addD6Casualties(out, p, dDown, loser === 2, o.dDead, o.dWounded, o.dCaptured);
  };

  const fight = (p: number, A: number, D: number, round: number) => {
    if (round > 40 || p < 1e-20) return;
    const first = round === 1;
    const as = first ? cell.attackerFirst : cell.attacker;
    const ds = first ? cell.defenderFirst : cell.defender;
    // Who fights whom: the smaller side's figure i faces every opponent j with j mod n = i.
    const attackersCentre = A < D;
    const n = attackersCentre ? A : D;
    const total = A + D;
    const aScores = scoreFaces(as);
    const dScores = scoreFaces(ds);
    const sides = [...Array(A).fill(aScores.length), ...Array(D).fill(dScores.length)];
    const next = new Map<string, number>();
    eachFaces(sides, (faces, q) => {
      const score = faces.map((face, i) => (i < A ? aScores : dScores)[face - 1]);
      const down = new Array(total).fill(false);
      const others = attackersCentre ? D : A;
      for (let j = 0; j < others; j++) {
        const centre = attackersCentre ? j % n : A + (j % n);
        const opponent = attackersCentre ? A + j : j;
        if (score[opponent] > score[centre]) down[centre] = true;
        if (score[opponent] < score[centre]) down[opponent] = true;
      }
      const a = down.slice(0, A).filter((d) => !d).length;
      const d = down.slice(A).filter((d) => !d).length;
      next.set(`${a},${d}`, (next.get(`${a},${d}`) ?? 0) + p * q);
    });
    for (const [key, q] of next) {
      const [a, d] = key.split(',').map(Number);
      if (d === 0) finish(q, 5, round, N - a, D0, 2, cell.attackerStart, cell.defenderStart, 1);
      else if (a === 0) finish(q, 6, round, N, D0 - d, 1, cell.attackerStart, cell.defenderStart, 0);
      else {
        const ca = N - a;
        const cd = D0 - d;
        const attackerFirst = ca > cd;
        const testers = attackerFirst ? ['a', 'd'] : ['d', 'a'];
        let holding = q;
        for (const side of testers) {
          const sides2 = side === 'a' ? cell.attackerSides : cell.defenderSides;
          const needed = side === 'a' ? cell.attackerLeadership + ca : cell.defenderLeadership + cd;
          let pass = 0;
          for (let r = 1; r <= sides2; r++) {
            const drop = fails(r, needed);
            if (drop === 0) pass += 1 / sides2;
            else if (side === 'a')
              finish(
                holding / sides2,
                6,
                round,
                N - a,
                D0 - d,
                1,
                Math.min(4, cell.attackerStart + drop),
                cell.defenderStart,
                0,
              );
            else
              finish(
                holding / sides2,
                5,
                round,
                N - a,
                D0 - d,
                2,
                cell.attackerStart,
                Math.min(4, cell.defenderStart + drop),
                2,
              );
          }
          holding *= pass;
        }
        fight(holding, a, d, round + 1);
      }
    }
  };

  let charge = 0;
  for (let r = 1; r <= cell.attackerSides; r++) if (r > cell.chargeNeeded) charge += 1 / cell.attackerSides;
  finish(1 - charge, 0, 0, 0, 0, 0, cell.attackerStart, cell.defenderStart, 0);
  if (cell.standNeeded < 0) {
    finish(charge, 1, 0, 0, 0, 0, cell.attackerStart, 4, 2);
    return out;
  }
  for (let r = 1; r <= cell.defenderSides; r++) {
    const drop = fails(r, cell.standNeeded);
    if (drop > 0)
      finish(charge / cell.defenderSides, 1, 0, 0, 0, 0, cell.attackerStart, Math.min(4, cell.defenderStart + drop), 2);
    else fight(charge / cell.defenderSides, N, D0, 1);
  }
  return out;
}
