import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { lifeTrack, stateOfStage, type StageName } from '../lifeTrack.js';
import { messages } from '../messages.js';
import { attackValue, defenceValue, fastShotMode, type NamedUnit, rangeProblem, UNIT_TYPE, unitTable, bayonetsNeedDistance } from '../resolveUnit.js';
import type { AttackRules } from '../scenarioSchemas.js';
import { FLASHBANG_BLAST, FLASHBANG_UNITS, GRENADE_LAUNCHER_BLAST, GRENADE_LAUNCHER_UNITS } from '../data/units.js';
import type { AttackCell, AttackedUnit } from './AttackCell.js';
import type { AttackScenarioCell } from './schema.js';

/**
 * Turns one parsed `attack` cell into numbers (How Combat Works, Unit Tags, Cover, Moving Your Units,
 * Unit Upgrades, Terrain Types, Vehicles).
 */
export function normalizeAttack(scenario: AttackScenarioCell): NormalizeResult<AttackCell> {
  const issues: Issue[] = [];
  const { rules } = scenario;
  const table = unitTable(rules);
  const attackerType = lookUpName(table, scenario.attacker.unit, ['attacker', 'unit'], UNIT_TYPE, issues);
  const attacker = attackerType && { name: scenario.attacker.unit, type: attackerType };
  const defenders = [scenario.target, ...scenario.others_in_blast];
  const paths: Issue['path'][] = [['target'], ...scenario.others_in_blast.map((_, i) => ['others_in_blast', i])];
  const units = defenders.map((d, i) => {
    const type = lookUpName(table, d.unit, [...paths[i], 'unit'], UNIT_TYPE, issues);
    return type && { name: d.unit, type };
  });
  const { fire } = scenario.attacker;
  if (fire === 'grenade-launcher' && scenario.attacker.upgrade !== 'grenade-launchers') issues.push({ path: ['attacker', 'fire'], message: messages.grenadeLauncherNeedsUpgrade });
  if (fire === 'grenade-launcher' && attacker && !GRENADE_LAUNCHER_UNITS.includes(attacker.name)) issues.push({ path: ['attacker', 'fire'], message: messages.grenadeLauncherUnits(attacker.name) });
  if (fire === 'flashbang' && scenario.attacker.upgrade !== 'flashbang-grenades') issues.push({ path: ['attacker', 'fire'], message: messages.flashbangNeedsUpgrade });
  if (fire === 'flashbang' && attacker && !FLASHBANG_UNITS.includes(attacker.name)) issues.push({ path: ['attacker', 'fire'], message: messages.flashbangUnits(attacker.name) });
  // Unit Upgrades: a launcher's grenade has a 2" blast radius, a flashbang 2½"; the unit's own weapon has its type's.
  const blast = fire === 'grenade-launcher' ? GRENADE_LAUNCHER_BLAST : fire === 'flashbang' ? FLASHBANG_BLAST : (attacker?.type.blast ?? 0);
  if (attacker && blast === 0 && scenario.others_in_blast.length > 0) {
    issues.push({ path: ['others_in_blast'], message: messages.blastWithoutRadius(attacker.name) });
  }
  const attackerTrack = attacker && trackAndStart(attacker, scenario.attacker.stage, ['attacker', 'stage'], rules, issues);
  const targets: AttackedUnit[] = [];
  units.forEach((unit, i) => {
    if (!unit || !attacker) return;
    const d = defenders[i];
    if (d.hunker && unit.type.vehicle) issues.push({ path: [...paths[i], 'hunker'], message: messages.vehicleCannotHunker(unit.name) });
    const track = trackAndStart({ ...unit, upgrade: d.upgrade }, d.stage, [...paths[i], 'stage'], rules, issues);
    if (!track) return;
    const named: NamedUnit = { ...unit, upgrade: d.upgrade };
    targets.push({
      atk: attackValue({ ...attacker, upgrade: scenario.attacker.upgrade }, named, scenario.distance, rules),
      def: defenceValue(named, d.cover, d.hunker, rules),
      ...track,
    });
  });
  const armed: NamedUnit | undefined = attacker && { ...attacker, upgrade: scenario.attacker.upgrade };
  if (armed) bayonetsNeedDistance(armed, scenario.distance, ['attacker', 'upgrade'], issues);
  if (issues.length > 0 || !armed || !attacker || !attackerTrack) return { ok: false, issues };

  const problem = rangeProblem(armed, scenario.distance);
  return {
    ok: true,
    value: {
      canAttack: problem === undefined,
      attackerTerrain: scenario.attacker.dangerous_terrain,
      attackerStart: attackerTrack.start,
      attackerDead: attackerTrack.dead,
      attackerNext: attackerTrack.next,
      fastShot: fastShotMode(attacker, rules),
      // A flashbang "does not damage the target(s) but stuns them": a hit moves no one along the life track.
      damage: fire === 'flashbang' ? 0 : attacker.type.damage,
      blastHitsAll: rules.blast === 'hit-all-in-radius',
      targets,
      ...(problem ? { note: problem } : fire === 'flashbang' ? { note: messages.flashbangStuns } : {}),
    },
  };
}

/** A unit's life track and its starting state (default Healthy / Good); an issue when the stage name does not fit the unit. */
export function trackAndStart(
  unit: NamedUnit,
  stage: StageName | undefined,
  path: Issue['path'],
  rules: Pick<AttackRules, 'tough-multiple-damage'>,
  issues: Issue[],
): (ReturnType<typeof lifeTrack> & { start: number }) | undefined {
  const tough = unit.type.tags.includes('tough');
  const start = stage === undefined ? 0 : stateOfStage(stage, tough, unit.type.vehicle);
  if (start === undefined) {
    const allowed = unit.type.vehicle ? 'good, glanced, shaken' : tough ? 'healthy, healthy-hit-once, wounded, bloodied' : 'healthy, wounded, bloodied';
    issues.push({ path, message: messages.stageDoesNotFit(stage ?? '', unit.name, allowed), expected: allowed, found: stage });
    return undefined;
  }
  return { ...lifeTrack(tough, rules['tough-multiple-damage']), start };
}
