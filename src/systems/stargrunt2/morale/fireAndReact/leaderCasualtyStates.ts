import { Dist } from '../../../../dice/exact/Dist.js';
import type { FireCell } from '../../fire/FireCell.js';
import { figureGroups, groupHitEffects } from '../../fire/figureArmour.js';
import { whoIsHitFaces } from '../../steps/whoIsHitDist.js';

/** A casualty state: figures dead and wounded, and the leader's state (0 unhurt, 1 wounded, 2 dead). */
interface CasualtyState {
  dead: number;
  wounded: number;
  leader: number;
}

interface FigureClass {
  faces: number;
  size: number;
  /** The effect of a hit on one of them (weights over the total common to every class and the leader). */
  effect: ReadonlyMap<number, bigint>;
}

/**
 * Exact distributions of the casualty state after h potential hits, h = 0..maxHits, tracking the leader:
 * the leader is followed on his own, the other figures are grouped by how many faces of the "who buys the
 * farm" die land on them and their armour (figures in a group are interchangeable). Each hit's effect
 * (0 none, 1 wound, 2 kill) is that of the figure it lands on (groupHitEffects: his armour group's). States are keys
 * "leader|w,d|w,d…".
 */
export function leaderCasualtyStates(fire: FireCell, leader: number, maxHits: number): Dist<string>[] {
  const faces = whoIsHitFaces(fire.figures, fire.whoDie);
  const group = figureGroups(fire);
  const effects = groupHitEffects(fire);
  const leaderHit: FigureClass = { faces: faces[leader], size: 1, effect: effects[group[leader]] };
  const byClass = new Map<string, FigureClass>();
  faces.forEach((f, i) => {
    if (i === leader || f === 0) return;
    const cls = byClass.get(`${f}:${group[i]}`);
    if (cls) cls.size++;
    else byClass.set(`${f}:${group[i]}`, { faces: f, size: 1, effect: effects[group[i]] });
  });
  const classes = [...byClass.values()];
  let states: Dist<string> = Dist.constant(['0', ...classes.map(() => '0,0')].join('|'));
  const result = [states];
  for (let h = 1; h <= maxHits; h++) {
    states = states.chain((key) => afterOneHit(key, classes, leaderHit, fire.repeatHitsKill));
    result.push(states);
  }
  return result;
}

function afterOneHit(
  key: string,
  classes: FigureClass[],
  leaderHit: FigureClass,
  repeatHitsKill: boolean,
): Dist<string> {
  const [leaderText, ...rest] = key.split('|');
  const leader = Number(leaderText);
  const counts = rest.map((pair) => pair.split(',').map(Number));
  const out: Array<[string, bigint]> = [];
  const keyOf = (l: number, c: number[][]) => [String(l), ...c.map((p) => p.join(','))].join('|');
  const hitFigure = (state: number, e: number) =>
    state === 0 ? e : state === 1 ? (e === 2 || repeatHitsKill ? 2 : 1) : 2;
  // A hit that does nothing leaves the state as it is, whoever it landed on.
  const none = [leaderHit, ...classes].reduce(
    (w, cls) => w + (cls.effect.get(0) ?? 0n) * BigInt(cls.faces * cls.size),
    0n,
  );
  if (none > 0n) out.push([key, none]);
  for (const e of [1, 2]) {
    const leaderWeight = leaderHit.effect.get(e);
    if (leaderHit.faces > 0 && leaderWeight !== undefined)
      out.push([keyOf(hitFigure(leader, e), counts), leaderWeight * BigInt(leaderHit.faces)]);
    classes.forEach((cls, i) => {
      const weight = cls.effect.get(e);
      if (weight === undefined) return;
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
