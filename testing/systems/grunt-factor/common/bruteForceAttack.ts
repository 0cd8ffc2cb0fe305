import type { AttackCell } from '../../../../src/systems/grunt-factor/common/AttackCell.js';

/**
 * An independent, deliberately plain enumeration of an attack for the tests: every d20 face of every
 * roll looped over explicitly in floating point, (hits, unsaved) tracked in a plain map. Small cases only.
 */
export function bruteForceAttack(cell: AttackCell): { outcomes: number[]; hits: number[]; casualties: number[] } {
  // One figure under a hit: probability that any of its save rolls fails, every face enumerated.
  let figureFails = 0;
  const saves = (i: number, failed: boolean, q: number): void => {
    if (i === cell.saveRolls) {
      if (failed) figureFails += q;
      return;
    }
    for (let f = 1; f <= 20; f++) saves(i + 1, failed || f > cell.saveFaces, q / 20);
  };
  saves(0, false, 1);
  // A hit catches `caught` figures: every fail/save pattern over them listed one by one.
  const unsavedOfHit: number[] = new Array(cell.caught + 1).fill(0);
  for (let pattern = 0; pattern < 2 ** cell.caught; pattern++) {
    let q = 1;
    let failed = 0;
    for (let f = 0; f < cell.caught; f++) {
      const fails = ((pattern >> f) & 1) === 1;
      q *= fails ? figureFails : 1 - figureFails;
      failed += fails ? 1 : 0;
    }
    unsavedOfHit[failed] += q;
  }
  // One shot: probabilities of [miss, hit with 0 unsaved, hit with 1 unsaved, …], every face enumerated.
  const oneShot = (hitFaces: number, ldFaces: number): number[] => {
    const p = new Array(cell.caught + 2).fill(0);
    for (let ld = 1; ld <= 20; ld++) {
      for (let h = 1; h <= 20; h++) {
        if (ld > ldFaces || h > hitFaces) p[0] += 1 / 400;
        else unsavedOfHit.forEach((q, k) => (p[k + 1] += q / 400));
      }
    }
    return p;
  };
  const shotLd = cell.ldRoll && cell.ldPerShot ? cell.ldFaces : 20;
  let action = new Map<string, number>([['0,0', 1]]);
  for (let s = 0; s < cell.shots; s++) {
    const p = oneShot(s === 0 ? cell.hitFirst : cell.hitRest, shotLd);
    const next = new Map<string, number>();
    for (const [key, q] of action) {
      const [h, u] = key.split(',').map(Number);
      p.forEach((pk, i) => {
        const k = i === 0 ? `${h},${u}` : `${h + 1},${u + i - 1}`;
        next.set(k, (next.get(k) ?? 0) + q * pk);
      });
    }
    action = next;
  }
  if (cell.ldRoll && !cell.ldPerShot) {
    const pass = cell.ldFaces / 20;
    const scaled = new Map([...action].map(([k, q]) => [k, q * pass]));
    scaled.set('0,0', (scaled.get('0,0') ?? 0) + (1 - pass));
    action = scaled;
  }
  let all = new Map<string, number>([['0,0', 1]]);
  for (let a = 0; a < cell.attackers; a++) {
    const next = new Map<string, number>();
    for (const [k1, q1] of all) {
      for (const [k2, q2] of action) {
        const [h1, u1] = k1.split(',').map(Number);
        const [h2, u2] = k2.split(',').map(Number);
        const k = `${h1 + h2},${u1 + u2}`;
        next.set(k, (next.get(k) ?? 0) + q1 * q2);
      }
    }
    all = next;
  }
  const result: { outcomes: number[]; hits: number[]; casualties: number[] } = {
    outcomes: [0, 0, 0],
    hits: [],
    casualties: [],
  };
  for (const [key, q] of all) {
    const [h, u] = key.split(',').map(Number);
    const c = Math.min(u, cell.figures);
    result.outcomes[c > 0 ? 2 : h > 0 ? 1 : 0] += q;
    result.hits[h] = (result.hits[h] ?? 0) + q;
    result.casualties[c] = (result.casualties[c] ?? 0) + q;
  }
  return result;
}
