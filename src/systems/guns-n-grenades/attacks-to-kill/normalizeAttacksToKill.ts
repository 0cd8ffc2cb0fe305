import type { Issue, NormalizeResult } from '../../ResolutionDefinition.js';
import { hitChance } from '../hitChance.js';
import { lifeTrack } from '../lifeTrack.js';
import { messages } from '../messages.js';
import { attackValue, defenceValue, fastShotMode, lookUpUnit, rangeProblem, type NamedUnit } from '../resolveUnit.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { killChain } from './killChain.js';
import type { AttacksToKillScenarioCell } from './schema.js';

/** Turns one parsed `attacks-to-kill` cell into numbers, with the cap of the attack count (see killChain). */
export function normalizeAttacksToKill(scenario: AttacksToKillScenarioCell): NormalizeResult<AttacksToKillCell> {
  const issues: Issue[] = [];
  const { rules, distance } = scenario;
  const a = lookUpUnit(scenario.attacker.unit, ['attacker', 'unit'], rules, issues);
  const t = lookUpUnit(scenario.target.unit, ['target', 'unit'], rules, issues);
  if (t && scenario.target.hunker && t.type.vehicle) {
    issues.push({ path: ['target', 'hunker'], message: messages.vehicleCannotHunker(t.name) });
  }
  if (issues.length > 0 || !a || !t) return { ok: false, issues };
  const attacker: NamedUnit = { ...a, upgrade: scenario.attacker.upgrade };
  const target: NamedUnit = { ...t, upgrade: scenario.target.upgrade };
  const problem = rangeProblem(attacker, distance);
  const atk = attackValue(attacker, target, distance, rules);
  const def = defenceValue(target, scenario.target.cover, scenario.target.hunker, rules);
  const fastShot = fastShotMode(attacker, rules);
  const track = lifeTrack(t.type.tags.includes('tough'), rules['tough-multiple-damage']);
  const p = problem ? 0 : hitChance(atk, def, fastShot).prob(1);
  const chain = killChain(p, track.next, track.dead, a.type.damage);
  const notes = [problem, p === 0 && !problem ? messages.cannotHit : undefined, chain.tail >= 1e-12 ? messages.tailBucket(chain.cap, chain.tail) : undefined]
    .filter((s): s is string => s !== undefined);
  return {
    ok: true,
    value: {
      canAttack: !problem,
      atk,
      def,
      fastShot,
      damage: a.type.damage,
      dead: track.dead,
      next: track.next,
      cap: chain.cap,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}
