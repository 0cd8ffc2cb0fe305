import { Dist } from '../../../../dice/exact/Dist.js';
import type { FireCell } from '../../fire/FireCell.js';
import { whoIsHitFaces } from '../../steps/whoIsHitDist.js';

/** A casualty state: figures dead and wounded, and the leader's state (0 unhurt, 1 wounded, 2 dead). */
export interface CasualtyState {
  dead: number;
  wounded: number;
  leader: number;
}

interface FigureClass {
  faces: number;
  size: number;
}

/**
 * Exact distributions of the casualty state after h potential hits, h = 0..maxHits, tracking the leader:
 * the leader is followed on his own, the other figures are grouped by how many faces of the "who buys the
 * farm" die land on them (figures in a group are interchangeable). `effect` is one hit's effect
 * (0 none, 1 wound, 2 kill: hitEffectDist). States are keys "leader|w,d|w,d…".
 */
export function leaderCasualtyStates(fire: FireCell, leader: number, effect: Dist<number>, maxHits: number): Dist<string>[] {
  const faces = whoIsHitFaces(fire.figures, fire.whoDie);
  const leaderFaces = faces[leader];
  const bySize = new Map<number, number>();
  faces.forEach((f, i) => {
    if (i !== leader && f > 0) bySize.set(f, (bySize.get(f) ?? 0) + 1);
  });
  const classes: FigureClass[] = [...bySize].map(([f, size]) => ({ faces: f, size }));
  let states: Dist<string> = Dist.constant(['0', ...classes.map(() => '0,0')].join('|'));
  const result = [states];
  for (let h = 1; h <= maxHits; h++) {
    states = states.chain((key) => afterOneHit(key, classes, leaderFaces, effect, fire.repeatHitsKill, fire.whoDie));
    result.push(states);
  }
  return result;
}

function afterOneHit(
  key: string,
  classes: FigureClass[],
  leaderFaces: number,
  effect: Dist<number>,
  repeatHitsKill: boolean,
  whoDie: number,
): Dist<string> {
  const [leaderText, ...rest] = key.split('|');
  const leader = Number(leaderText);
  const counts = rest.map((pair) => pair.split(',').map(Number));
  const out: Array<[string, bigint]> = [];
  const keyOf = (l: number, c: number[][]) => [String(l), ...c.map((p) => p.join(','))].join('|');
  const hitFigure = (state: number, e: number) => (state === 0 ? e : state === 1 ? (e === 2 || repeatHitsKill ? 2 : 1) : 2);
  for (const e of effect.keys()) {
    const weight = effect.weights.get(e) ?? 0n;
    if (e === 0) {
      out.push([key, weight * BigInt(whoDie)]);
      continue;
    }
    if (leaderFaces > 0) out.push([keyOf(hitFigure(leader, e), counts), weight * BigInt(leaderFaces)]);
    classes.forEach((cls, i) => {
      const [wounded, dead] = counts[i];
      const unhurt = cls.size - wounded - dead;
      const land = (n: number, next: [number, number]) => {
        if (n === 0) return;
        const copy = counts.map((c) => [...c]);
        copy[i] = next;
        out.push([keyOf(leader, copy), weight * BigInt(cls.faces * n)]);
      };
      land(unhurt, e === 2 ? [wounded, dead + 1] : [wounded + 1, dead]);
      land(wounded, e === 2 || repeatHitsKill ? [wounded - 1, dead + 1] : [wounded, dead]);
      land(dead, [wounded, dead]);
    });
  }
  return Dist.fromWeights(out);
}

/** Reads a state key back into counts (the leader included in dead / wounded). */
export function parseCasualtyState(key: string): CasualtyState {
  const [leaderText, ...rest] = key.split('|');
  const leader = Number(leaderText);
  let dead = leader === 2 ? 1 : 0;
  let wounded = leader === 1 ? 1 : 0;
  for (const pair of rest) {
    const [w, d] = pair.split(',').map(Number);
    wounded += w;
    dead += d;
  }
  return { dead, wounded, leader };
}
