import { Dist } from '../../../dice/exact/Dist.js';
import { attackRollDist } from '../attackRollDist.js';
import type { GroundBlastCell } from './GroundBlastCell.js';
import type { GroundBlastDistribution, GroundBlastOutcome } from './groundBlastQuantities.js';

/** Units hit and dead packed in one number: hits × 16 + dead. */
const SPAN = 16;

/**
 * Exact evaluator of a blast aimed at the ground by enumeration with integer weights: the attacker's dangerous-terrain
 * d6s; then, given the attacker's die, every unit's DEF die independently (and, when no unit was hit and Fast Shot
 * re-rolls, the attacker's new die with each unit's die kept — known only to be one that was not beaten — or every die
 * afresh); or the roll against the spot (attackRollDist with DEF 0), a hit striking every unit.
 * @example exactGroundBlast(cell).outcomes.some_dead // P(at least one unit killed)
 */
export function exactGroundBlast(cell: GroundBlastCell): {
  outcomes: Record<GroundBlastOutcome, number>;
  distributions: Record<GroundBlastDistribution, Float64Array>;
} {
  const faces = [1, 2, 3, 4, 5, 6];
  const die = Dist.uniform(6);
  const strike = cell.units.map((u) => SPAN + (u.next[u.start * 4 + cell.damage] === u.dead ? 1 : 0));
  /** Every unit's (hit, killed) for the attacker's die a, each unit's die drawn from `dieFaces(j)`. */
  const units = (a: number, dieFaces: (j: number) => number[]): Dist<number> =>
    cell.units.reduce(
      (acc, u, j) =>
        acc.sumWith(
          Dist.fromWeights(dieFaces(j).map((d): [number, number] => [u.atk + a > u.def + d ? strike[j] : 0, 1])),
        ),
      Dist.constant(0),
    );
  const unbeaten = (a: number) => (j: number) => faces.filter((d) => !(cell.units[j].atk + a > cell.units[j].def + d));

  let blast: Dist<number>;
  if (cell.spotDefends) {
    const all = strike.reduce((k, s) => k + s, 0);
    blast = attackRollDist(cell.spotAtk, 0, cell.fastShot).map((key) => ((key & 1) === 1 ? all : 0));
  } else {
    const fresh = die.chain((a) => units(a, () => faces));
    blast = die.chain((a) => {
      const first = units(a, () => faces);
      if (cell.fastShot === 0 || first.prob(0) === 0) return first;
      // Fast Shot after a blast that hit no unit: the attacker's die again (each unit keeps its unbeaten die), or every die.
      const again = cell.fastShot === 2 ? fresh : die.chain((b) => units(b, unbeaten(a)));
      return first.chain((k) => (k === 0 ? again : Dist.constant(k)));
    });
  }
  let attacker = Dist.constant(cell.attackerStart);
  for (let i = 0; i < cell.attackerTerrain; i++)
    attacker = attacker.combine(die, (s, face) => cell.attackerNext[s * 4 + (face <= cell.terrainHitFaces ? 1 : 0)]);
  const noAttack = -1;
  const result = !cell.canAttack
    ? Dist.constant(noAttack)
    : attacker.chain((s) => (s === cell.attackerDead ? Dist.constant(noAttack) : blast));

  const outcomes = [0, 0, 0, 0];
  const size = cell.units.length + 1;
  const hit = new Float64Array(size);
  const dead = new Float64Array(size);
  for (const [k, p] of result.entries()) {
    const hits = k < 0 ? 0 : Math.floor(k / SPAN);
    const deaths = k < 0 ? 0 : k % SPAN;
    outcomes[k < 0 ? 0 : hits === 0 ? 1 : deaths === 0 ? 2 : 3] += p;
    hit[hits] += p;
    dead[deaths] += p;
  }
  const [no_attack, none_hit, hit_none_dead, some_dead] = outcomes;
  return {
    outcomes: { no_attack, none_hit, hit_none_dead, some_dead },
    distributions: { units_hit: hit, units_dead: dead },
  };
}
