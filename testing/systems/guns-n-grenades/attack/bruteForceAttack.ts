import type { AttackCell } from '../../../../src/systems/guns-n-grenades/attack/AttackCell.js';

/**
 * An independent plain enumeration of one attack for the tests: every die of the procedure in nested
 * loops with floating-point weights (so keep blast units and terrain pieces few). Returns outcome
 * probabilities [no_attack, miss, hit, killed] and the three histograms.
 */
export function bruteForceAttack(cell: AttackCell): { outcomes: number[]; stage: number[]; hits: number[]; dead: number[] } {
  const n = cell.targets.length;
  const r = { outcomes: [0, 0, 0, 0], stage: [0, 0, 0, 0], hits: Array<number>(n + 1).fill(0), dead: Array<number>(n + 1).fill(0) };
  const t0 = cell.targets[0];
  const record = (p: number, outcome: number, state0: number, hits: number, dead: number) => {
    r.outcomes[outcome] += p;
    r.stage[t0.stageOf[state0]] += p;
    r.hits[hits] += p;
    r.dead[dead] += p;
  };
  if (!cell.canAttack) {
    record(1, 0, t0.start, 0, 0);
    return r;
  }
  // Every sequence of terrain dice.
  const terrainRolls = 6 ** cell.attackerTerrain;
  for (let seq = 0; seq < terrainRolls; seq++) {
    let s = cell.attackerStart;
    let x = seq;
    for (let i = 0; i < cell.attackerTerrain; i++) {
      const face = (x % 6) + 1;
      x = Math.floor(x / 6);
      if (face <= cell.terrainHitFaces) s = Math.min(cell.attackerDead, cell.attackerNext[s * 4 + 1]);
    }
    const pTerrain = 1 / terrainRolls;
    if (s === cell.attackerDead) {
      record(pTerrain, 0, t0.start, 0, 0);
      continue;
    }
    for (let a1 = 1; a1 <= 6; a1++) {
      for (let d1 = 1; d1 <= 6; d1++) {
        const first = t0.atk + a1 > t0.def + d1;
        const rerolls: Array<[number, number, number]> = []; // final a, final d, weight
        if (first || cell.fastShot === 0) rerolls.push([a1, d1, 1]);
        else if (cell.fastShot === 1) for (let a2 = 1; a2 <= 6; a2++) rerolls.push([a2, d1, 1 / 6]);
        else for (let a2 = 1; a2 <= 6; a2++) for (let d2 = 1; d2 <= 6; d2++) rerolls.push([a2, d2, 1 / 36]);
        for (const [a, d, w] of rerolls) {
          const hit0 = t0.atk + a > t0.def + d;
          const others = 6 ** (n - 1);
          for (let o = 0; o < others; o++) {
            let y = o;
            let hits = 0;
            let dead = 0;
            let state0 = t0.start;
            for (let j = 0; j < n; j++) {
              const t = cell.targets[j];
              let hit = hit0;
              if (j > 0) {
                const dj = (y % 6) + 1;
                y = Math.floor(y / 6);
                if (!cell.blastHitsAll) hit = t.atk + a > t.def + dj;
              }
              if (!hit) continue;
              hits++;
              const after = stepDamage(t.next, t.start, cell.damage, t.dead);
              if (after === t.dead) dead++;
              if (j === 0) state0 = after;
            }
            const outcome = hit0 ? (state0 === t0.dead ? 3 : 2) : 1;
            record((pTerrain * w) / 36 / others, outcome, state0, hits, dead);
          }
        }
      }
    }
  }
  return r;
}

function stepDamage(next: number[], state: number, damage: number, dead: number): number {
  return Math.min(dead, next[state * 4 + damage]);
}
