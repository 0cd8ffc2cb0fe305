import type { Issue } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import {
  FLASHBANG_BLAST,
  FLASHBANG_UNITS,
  GRENADE_LAUNCHER_BLAST,
  GRENADE_LAUNCHER_UNITS,
  type Upgrade,
} from '../data/units.js';
import type { StageName } from '../lifeTrack.js';
import { messages } from '../messages.js';
import {
  attackValue,
  defenceValue,
  fastShotMode,
  hitDamage,
  type NamedUnit,
  rangeProblem,
  UNIT_TYPE,
  unitTable,
} from '../resolveUnit.js';
import type { GngRules } from '../scenarioSchemas.js';
import type { AttackedUnit, AttackerCellFields } from './AttackCell.js';
import { trackAndStart } from './trackAndStart.js';

/** The attacker as a scenario gives it (attack, ground-blast). */
interface AttackerInput {
  unit: string;
  upgrade?: Upgrade;
  fire: 'weapon' | 'grenade-launcher' | 'flashbang';
  stage?: StageName;
}

/** A unit being attacked as a scenario gives it. */
interface DefenderInput {
  unit: string;
  upgrade?: Upgrade;
  cover: boolean;
  hunker: boolean;
  stage?: StageName;
}

/** The attacker looked up: its unit, its life track and start (undefined when its stage does not fit), and the blast radius of what it fires. */
interface Attacker {
  armed: NamedUnit;
  track: ReturnType<typeof trackAndStart>;
  /** Inches; 0 without a blast. */
  blast: number;
}

/**
 * Looks the attacker up (How Combat Works, Unit Upgrades): its unit type, what it fires (a launcher's grenade, a
 * flashbang: only with the upgrade and for the units the upgrade names), its blast radius and life track. Problems go
 * into `issues` at the attacker's paths.
 */
export function attackerOf(input: AttackerInput, rules: GngRules, issues: Issue[]): Attacker | undefined {
  const type = lookUpName(unitTable(rules), input.unit, ['attacker', 'unit'], UNIT_TYPE, issues);
  const { fire } = input;
  if (fire === 'grenade-launcher' && input.upgrade !== 'grenade-launchers')
    issues.push({ path: ['attacker', 'fire'], message: messages.grenadeLauncherNeedsUpgrade });
  if (fire === 'grenade-launcher' && type && !GRENADE_LAUNCHER_UNITS.includes(input.unit))
    issues.push({ path: ['attacker', 'fire'], message: messages.grenadeLauncherUnits(input.unit) });
  if (fire === 'flashbang' && input.upgrade !== 'flashbang-grenades')
    issues.push({ path: ['attacker', 'fire'], message: messages.flashbangNeedsUpgrade });
  if (fire === 'flashbang' && type && !FLASHBANG_UNITS.includes(input.unit))
    issues.push({ path: ['attacker', 'fire'], message: messages.flashbangUnits(input.unit) });
  if (!type) return undefined;
  const armed: NamedUnit = { name: input.unit, type, upgrade: input.upgrade };
  const track = trackAndStart(armed, input.stage, ['attacker', 'stage'], rules, issues);
  // Unit Upgrades: a launcher's grenade has a 2" blast radius, a flashbang 2½"; the unit's own weapon has its type's.
  const blast =
    fire === 'grenade-launcher' ? GRENADE_LAUNCHER_BLAST : fire === 'flashbang' ? FLASHBANG_BLAST : type.blast;
  return { armed, track, blast };
}

/**
 * The units attacked, each with the attacker's ATK against it (Hollow Point, Bayonets), its DEF (cover, hunker, Body
 * Armor) and its life track; `paths[i]` is where defender i stands in the scenario. Problems go into `issues`.
 */
export function attackedUnitsOf(
  attacker: NamedUnit | undefined,
  defenders: DefenderInput[],
  paths: Issue['path'][],
  distance: number | undefined,
  rules: GngRules,
  issues: Issue[],
): AttackedUnit[] {
  const table = unitTable(rules);
  const units: AttackedUnit[] = [];
  defenders.forEach((d, i) => {
    const type = lookUpName(table, d.unit, [...paths[i], 'unit'], UNIT_TYPE, issues);
    if (!type || !attacker) return;
    if (d.hunker && type.vehicle)
      issues.push({ path: [...paths[i], 'hunker'], message: messages.vehicleCannotHunker(d.unit) });
    const named: NamedUnit = { name: d.unit, type, upgrade: d.upgrade };
    const track = trackAndStart(named, d.stage, [...paths[i], 'stage'], rules, issues);
    if (!track) return;
    units.push({
      atk: attackValue(attacker, named, distance, rules),
      def: defenceValue(named, d.cover, d.hunker, rules),
      ...track,
    });
  });
  return units;
}

/**
 * The attacker's part of a cell once every name is looked up: whether it can reach (range and minimum range at
 * `distance`; the reason when it cannot), the dangerous terrain on its way, Fast Shot and its damage (a flashbang
 * "does not damage the target(s) but stuns them": a hit moves no one along the life track).
 */
export function attackerCellFields(
  attacker: Attacker & { track: NonNullable<Attacker['track']> },
  input: AttackerInput & { dangerous_terrain: number },
  distance: number | undefined,
  rules: GngRules & { 'dangerous-terrain-faces': number },
): { fields: AttackerCellFields; problem?: string } {
  const { armed, track } = attacker;
  const problem = rangeProblem(armed, distance, rules);
  return {
    fields: {
      canAttack: problem === undefined,
      attackerTerrain: input.dangerous_terrain,
      terrainHitFaces: rules['dangerous-terrain-faces'],
      attackerStart: track.start,
      attackerDead: track.dead,
      attackerNext: track.next,
      fastShot: fastShotMode(armed, rules),
      damage: input.fire === 'flashbang' ? 0 : hitDamage(armed, rules),
    },
    ...(problem === undefined ? {} : { problem }),
  };
}
