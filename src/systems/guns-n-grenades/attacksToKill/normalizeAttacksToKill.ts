import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { hitChance } from '../hitChance.js';
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
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { killChain } from './killChain.js';
import type { AttacksToKillScenarioCell } from './schema.js';

/** Turns one parsed `attacks-to-kill` cell into numbers, with the cap of the attack count (see killChain). */
export function normalizeAttacksToKill(scenario: AttacksToKillScenarioCell): NormalizeResult<AttacksToKillCell> {
  const issues: Issue[] = [];
  const { rules, distance } = scenario;
  const table = unitTable(rules);
  const a = lookUpName(table, scenario.attacker.unit, ['attacker', 'unit'], UNIT_TYPE, issues);
  const t = lookUpName(table, scenario.target.unit, ['target', 'unit'], UNIT_TYPE, issues);
  if (t && scenario.target.hunker && t.vehicle) {
    issues.push({ path: ['target', 'hunker'], message: messages.vehicleCannotHunker(scenario.target.unit) });
  }
  if (issues.length > 0 || !a || !t) return { ok: false, issues };
  const attacker: NamedUnit = { name: scenario.attacker.unit, type: a, upgrade: scenario.attacker.upgrade };
  const target: NamedUnit = { name: scenario.target.unit, type: t, upgrade: scenario.target.upgrade };
  bayonetsNeedDistance(attacker, distance, ['attacker', 'upgrade'], issues);
  if (issues.length > 0) return { ok: false, issues };
  const problem = rangeProblem(attacker, distance, rules);
  const atk = attackValue(attacker, target, distance, rules);
  const def = defenceValue(target, scenario.target.cover, scenario.target.hunker, rules);
  const fastShot = fastShotMode(attacker, rules);
  const track = lifeTrack(t.tags.includes('tough'), rules['tough-multiple-damage'], rules['tough-hits']);
  const p = problem ? 0 : hitChance(atk, def, fastShot).prob(1);
  const damage = hitDamage(attacker, rules);
  const chain = killChain(p, track.next, track.dead, damage);
  const notes = [
    problem,
    p === 0 && !problem ? messages.cannotHit : undefined,
    chain.tail >= 1e-12 ? messages.tailBucket(chain.cap, chain.tail) : undefined,
  ].filter((s): s is string => s !== undefined);
  return {
    ok: true,
    value: {
      canAttack: !problem,
      atk,
      def,
      fastShot,
      damage,
      dead: track.dead,
      next: track.next,
      cap: chain.cap,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}
