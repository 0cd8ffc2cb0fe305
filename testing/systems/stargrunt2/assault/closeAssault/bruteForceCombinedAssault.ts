import { counterLength } from '../../../../../src/core/CounterLayout.js';
import {
  type CloseAssaultCell,
  ROUND_CAP,
} from '../../../../../src/systems/stargrunt2/assault/closeAssault/CloseAssaultCell.js';
import {
  closeAssaultLayout,
  closeAssaultOffsets,
} from '../../../../../src/systems/stargrunt2/assault/closeAssault/closeAssaultLayout.js';
import { addD6Casualties, eachFaces, testDrop } from './bruteForceSteps.js';

/**
 * Test helper: an INDEPENDENT plain enumeration of a COMBINED close assault WITHOUT defensive fire (distance reached
 * by every first move): figures listed unit by unit, the other side's figure j on the smaller side's figure j, the
 * spares on figure j mod n (spread), on figure 0 (concentrate) or every placement of them (random). Every test die
 * face by face, unit by unit; every close-combat die of every figure (each defender rolls every die the units may
 * leave him and uses the one his opponent leaves him, or the lowest of his opponents'); every D6 of every downed
 * figure. Rounds followed to 60 (the rest is far below 1e-12 in the tests' cases). Tiny sizes only.
 */
export function bruteForceCombinedAssault(cell: CloseAssaultCell): Float64Array {
  const combined = cell.combined;
  if (!combined) throw new Error('not a combined assault');
  const units = combined.units;
  const K = units.length;
  const out = new Float64Array(counterLength(closeAssaultLayout(cell)));
  const o = closeAssaultOffsets(cell);
  const D0 = cell.defenders;
  const fails = (roll: number, needed: number) => testDrop(roll, needed, cell.halfOrLess);
  const extra = (w: number) => (combined.extraPerUnit ? w : Math.min(w, 1));

  const finish = (
    p: number,
    outcome: number,
    rounds: number,
    aDown: number,
    dDown: number,
    loser: number,
    ac: number,
    dc: number,
    followers: number[],
    threat: number,
    w: number,
  ) => {
    out[outcome] += p;
    out[o.rounds + Math.min(rounds, ROUND_CAP)] += p;
    out[o.aConf + ac] += p;
    out[o.dConf + dc] += p;
    const testers = cell.followThrough && threat > 0 ? followers : [];
    eachFaces(
      testers.map((u) => units[u].sides),
      (faces, q) => {
        const passed = faces.filter((face, i) => face > units[testers[i]].leadership + threat + extra(w)).length;
        out[o.follow + passed] += p * q;
      },
    );
    addD6Casualties(out, p, aDown, loser === 1, o.aDead, o.aWounded, o.aCaptured);
    addD6Casualties(out, p, dDown, loser === 2, o.dDead, o.dWounded, o.dCaptured);
  };
  const worstStart = Math.max(...units.map((u) => u.start));

  // The fights of the next round, merged by their whole state (breadth first, one round at a time).
  let queue = new Map<string, [number, number[], number[], boolean[], number, number, number, number]>();
  const fight = (
    p: number,
    contact: number[],
    standing: number[],
    fighting: boolean[],
    D: number,
    round: number,
    w: number,
    worst: number,
  ) => {
    const key = `${contact}|${standing}|${fighting}|${D}|${round}|${w}|${worst}`;
    const found = queue.get(key);
    if (found) found[0] += p;
    else queue.set(key, [p, contact, standing, fighting, D, round, w, worst]);
  };
  const fightNow = (
    p: number,
    contact: number[],
    standing: number[],
    fighting: boolean[],
    D: number,
    round: number,
    w: number,
    worst: number,
  ) => {
    if (round > 60) return;
    const first = round === 1;
    const figs: number[] = [];
    units.forEach((_, u) => {
      if (fighting[u]) for (let i = 0; i < standing[u]; i++) figs.push(u);
    });
    const A = figs.length;
    const dieOf = (u: number) => (first ? units[u].first : units[u].later);
    const defenderDieOf = (u: number) => (first ? units[u].defenderFirst : units[u].defenderLater);
    // Every defender rolls one die of each kind the units may leave him; the faces he does not use drop out.
    const kinds = [
      ...new Map(
        units.map((_, u) => [`${defenderDieOf(u).sides}x${defenderDieOf(u).multiplier}`, defenderDieOf(u)]),
      ).values(),
    ];
    const kindOf = (u: number) =>
      kinds.findIndex((k) => k.sides === defenderDieOf(u).sides && k.multiplier === defenderDieOf(u).multiplier);
    const sides = [
      ...figs.map((u) => dieOf(u).sides),
      ...Array.from({ length: D * kinds.length }, (_, x) => kinds[x % kinds.length].sides),
    ];
    const attackersCentre = A < D;
    const n = attackersCentre ? A : D;
    const others = attackersCentre ? D : A;
    // Where each spare opponent j ≥ n goes: one placement, or every placement equally likely (random).
    const placements: number[][] =
      cell.spares === 2
        ? Array.from({ length: n ** (others - n) }, (_, x) =>
            Array.from({ length: others - n }, (_, s) => Math.floor(x / n ** s) % n),
          )
        : [Array.from({ length: others - n }, (_, s) => (cell.spares === 0 ? (n + s) % n : 0))];
    const next = new Map<string, number>();
    eachFaces(sides, (faces, q) => {
      for (const place of placements) {
        const owner = (j: number) => (j < n ? j : place[j - n]);
        const down = new Array(A + D).fill(false);
        for (let j = 0; j < others; j++) {
          const attacker = attackersCentre ? owner(j) : j;
          const defender = attackersCentre ? j : owner(j);
          let kind = kindOf(figs[attacker]);
          if (!attackersCentre && combined.lowestDefenderDie) {
            // The lowest die any of his opponents leaves him, rolled once against all of them.
            for (let x = 0; x < others; x++) {
              if (owner(x) === defender && kinds[kindOf(figs[x])].sides < kinds[kind].sides) kind = kindOf(figs[x]);
            }
          }
          const a = faces[attacker] * dieOf(figs[attacker]).multiplier;
          const d = faces[A + defender * kinds.length + kind] * kinds[kind].multiplier;
          if (a > d) down[A + defender] = true;
          if (a < d) down[attacker] = true;
        }
        const after = [...standing];
        figs.forEach((u, i) => {
          if (down[i]) after[u]--;
        });
        const d = down.slice(A).filter((x) => !x).length;
        const key = `${after.join(',')}|${d}`;
        next.set(key, (next.get(key) ?? 0) + (p * q) / placements.length);
      }
    });
    for (const [key, q] of next) {
      const [a, dPart] = key.split('|');
      const after = a.split(',').map(Number);
      const d = Number(dPart);
      const live = fighting.map((f, u) => f && after[u] > 0);
      const aDown = contact.reduce((n, c, u) => n + c - after[u], 0);
      const livingUnits = units.map((_, u) => u).filter((u) => live[u]);
      if (d === 0) {
        finish(q, 5, round, aDown, D0, 2, worst, cell.defenderStart, livingUnits, 1, w);
        continue;
      }
      if (livingUnits.length === 0) {
        finish(q, 6, round, aDown, D0 - d, 1, worst, cell.defenderStart, [], 0, w);
        continue;
      }
      const own = contact.map((c, u) => (c > 0 ? c - after[u] : 0));
      const aCas = aDown;
      const dCas = D0 - d;
      const attackersTest = (pIn: number, then: (pass: number[], fail: number, worst: number, p: number) => void) => {
        eachFaces(
          livingUnits.map((u) => units[u].sides),
          (faces, r) => {
            let wst = worst;
            const pass: number[] = [];
            faces.forEach((face, i) => {
              const u = livingUnits[i];
              const drop = fails(face, units[u].leadership + (combined.unitCasualties ? own[u] : aCas) + extra(w));
              if (drop === 0) pass.push(u);
              else wst = Math.max(wst, Math.min(4, units[u].start + drop));
            });
            then(pass, livingUnits.length - pass.length, wst, pIn * r);
          },
        );
      };
      const defenderTest = (pIn: number, then: (p: number) => void, lose: (p: number, dc: number) => void) => {
        for (let r = 1; r <= cell.defenderSides; r++) {
          const drop = fails(r, cell.defenderLeadership + dCas);
          if (drop === 0) then(pIn / cell.defenderSides);
          else lose(pIn / cell.defenderSides, Math.min(4, cell.defenderStart + drop));
        }
      };
      const abort = combined.abortOnWithdrawal;
      const goOn = (pass: number[], failed: number, wst: number, p: number) => {
        const f = units.map((_, u) => pass.includes(u));
        fight(p, contact, after, f, d, round + 1, w + failed, wst);
      };
      if (aCas > dCas) {
        attackersTest(q, (pass, failed, wst, p) => {
          if (pass.length === 0 || (abort && failed > 0))
            return finish(p, 6, round, aDown, D0 - d, 1, wst, cell.defenderStart, [], 0, w);
          defenderTest(
            p,
            (p2) => goOn(pass, failed, wst, p2),
            (p2, dc) => finish(p2, 5, round, aDown, D0 - d, 2, wst, dc, pass, 2, w + failed),
          );
        });
      } else {
        defenderTest(
          q,
          (p2) =>
            attackersTest(p2, (pass, failed, wst, p3) => {
              if (pass.length === 0 || (abort && failed > 0))
                finish(p3, 6, round, aDown, D0 - d, 1, wst, cell.defenderStart, [], 0, w);
              else goOn(pass, failed, wst, p3);
            }),
          (p2, dc) => finish(p2, 5, round, aDown, D0 - d, 2, worst, dc, livingUnits, 2, w),
        );
      }
    }
  };

  const run = () => {
    while (queue.size > 0) {
      const now = queue;
      queue = new Map();
      for (const args of now.values()) fightNow(...args);
    }
  };
  eachFaces(
    units.map((u) => u.sides),
    (faces, p) => {
      const charging = faces.map((face, u) => face > units[u].chargeNeeded);
      const mask = charging.reduce((m, c, u) => m | (c ? 1 << u : 0), 0);
      const refused = K - charging.filter(Boolean).length;
      const chargers = units.map((_, u) => u).filter((u) => charging[u]);
      if (mask === 0 || (combined.abortOnWithdrawal && refused > 0))
        return finish(p, 0, 0, 0, 0, 0, worstStart, cell.defenderStart, [], 0, 0);
      const sn = combined.standNeeded[mask];
      if (sn < 0) return finish(p, 1, 0, 0, 0, 0, worstStart, 4, chargers, 2, refused);
      for (let r = 1; r <= cell.defenderSides; r++) {
        const drop = fails(r, sn);
        const q = p / cell.defenderSides;
        if (drop > 0)
          finish(q, 1, 0, 0, 0, 0, worstStart, Math.min(4, cell.defenderStart + drop), chargers, 2, refused);
        else {
          const contact = units.map((u, i) => (charging[i] ? u.figures : 0));
          fight(q, contact, [...contact], charging, D0, 1, refused, worstStart);
        }
      }
    },
  );
  run();
  return out;
}
