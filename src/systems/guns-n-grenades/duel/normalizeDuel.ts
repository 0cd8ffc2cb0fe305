import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { lifeTrack } from '../lifeTrack.js';
import { messages } from '../messages.js';
import {
  attackValue,
  bayonetsNeedDistance,
  defenceValue,
  fastShotMode,
  hitDamage,
  type NamedUnit,
  rangeProblem,
  UNIT_TYPE,
  unitTable,
} from '../resolveUnit.js';
import type { DuelCell, DuelSide } from './DuelCell.js';
import { exactDuel } from './exactDuel.js';
import type { DuelScenarioCell } from './schema.js';

/** Turns one parsed `duel` cell into numbers; the note gives each side's points per win (from the exact chain). */
export function normalizeDuel(scenario: DuelScenarioCell): NormalizeResult<DuelCell> {
  const issues: Issue[] = [];
  const { rules, distance } = scenario;
  const keys = ['attacker', 'defender'] as const;
  const table = unitTable(rules);
  const units = keys.map((k): NamedUnit | undefined => {
    const { unit: name, hunker, upgrade } = scenario[k];
    const type = lookUpName(table, name, [k, 'unit'], UNIT_TYPE, issues);
    if (type && hunker && type.vehicle)
      issues.push({ path: [k, 'hunker'], message: messages.vehicleCannotHunker(name) });
    return type && { name, type, upgrade };
  });
  const [a, b] = units;
  units.forEach((u, i) => u && bayonetsNeedDistance(u, distance, [keys[i], 'upgrade'], issues));
  if (issues.length > 0 || !a || !b) return { ok: false, issues };
  const notes: string[] = [];
  const side = (i: 0 | 1, me: NamedUnit, other: NamedUnit): DuelSide => {
    const o = scenario[keys[1 - i]];
    const problem = rangeProblem(me, distance, rules);
    if (problem) notes.push(problem);
    const track = lifeTrack(me.type.tags.includes('tough'), rules['tough-multiple-damage'], rules['tough-hits']);
    return {
      canAttack: !problem,
      atk: attackValue(me, other, distance, rules),
      def: defenceValue(other, o.cover, o.hunker, rules),
      fastShot: fastShotMode(me, rules),
      damage: hitDamage(me, rules),
      dead: track.dead,
      next: track.next,
      medic: scenario[keys[i]].medic,
      cost: me.type.cost,
    };
  };
  const cell: DuelCell = {
    sides: [side(0, a, b), side(1, b, a)],
    first: scenario.first === 'attacker' ? 0 : 1,
    maxTurns: scenario.max_turns,
  };
  // Points per win: the side's points (its unit, plus 30 for a medic) divided by its exact chance to win.
  const wins = exactDuel(cell).outcomes;
  const medicCost = table.medics.cost;
  keys.forEach((k, i) => {
    const points = cell.sides[i].cost + (cell.sides[i].medic ? medicCost : 0);
    notes.push(messages.pointsPerWin(k, points, i === 0 ? wins.attacker_wins : wins.defender_wins));
  });
  return { ok: true, value: { ...cell, note: notes.join('; ') } };
}
