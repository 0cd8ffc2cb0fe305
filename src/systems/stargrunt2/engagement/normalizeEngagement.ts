import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import type { Die } from '../../../dice/dieType.js';
import { ENGAGEMENT_LIMITS } from '../../engagement/EngagementShape.js';
import { CLOSE_COMBAT_WEAPON_SHIFTS, POWER_ARMOURS } from '../assault/data/closeCombatWeapons.js';
import { MOBILITY_DICE } from '../assault/data/mobility.js';
import { FATIGUE_CEILINGS } from '../data/confidenceLevels.js';
import type { Motivation } from '../data/confidenceThreatLevels.js';
import { suitResult, TREATMENT_BONUS, treatmentResult } from '../data/medicalAid.js';
import { PANIC_TESTED_ON } from '../data/panicTriggers.js';
import { QUALITY_DICE } from '../data/qualities.js';
import type { Weapon } from '../data/weapons.js';
import { lookUpTroops } from '../fire/lookUpTroops.js';
import { confidenceIndex, fatigueCeiling } from '../morale/confidenceIndex.js';
import { confidenceThreatLevel, type HouseThreatLevels } from '../morale/threatLevel.js';
import { targetShiftsOf } from '../rangeDie.js';
import { armourDieTable, lookUp, weaponTable } from '../resolveNames.js';
import type { EngagementCell, EngagementUnit } from './EngagementCell.js';
import { engagementMessages } from './messages.js';
import { normalizePlan } from './normalizePlan.js';
import { offLadderCoverIssues, type UnitDiceKeys } from './offLadderCover.js';
import { ACTION } from './planCodes.js';
import type { EngagementScenarioCell, EngagementUnitInput } from './schema.js';

const COVER_INDEX = { open: 0, soft: 1, hard: 2 } as const;
const FIRST_ACTIVATION = { 'fewer-units-first': 0, 'fewer-units-second': 1, 'die-roll': 2, alternate: 3 } as const;

/**
 * Turns one parsed engagement cell into plain data: every unit's dice, weapons, threat levels and plan
 * (SEQUENCE OF PLAY, ACTIONS AND ACTIVATIONS, and every procedure the units' actions call).
 */
export function normalizeEngagement(scenario: EngagementScenarioCell): NormalizeResult<EngagementCell> {
  const issues: Issue[] = [];
  const weapons = weaponTable(scenario.weapons);
  const armours = armourDieTable(scenario.armour);
  const units: EngagementUnit[] = [];
  const keys: UnitDiceKeys[] = [];
  (['a', 'b'] as const).forEach((sideKey, side) => {
    const { motivation, units: inputs } = scenario.sides[sideKey];
    Object.entries(inputs).forEach(([key, input], i) => {
      const path = ['sides', sideKey, 'units', key];
      const unit = engagementUnit(
        input,
        `${sideKey}${i + 1}`,
        key,
        side,
        motivation,
        weapons,
        armours,
        scenario.threat_levels ?? {},
        path,
        issues,
      );
      if (unit) {
        units.push(unit);
        keys.push(unitDiceKeys(unit, key, input, path));
      }
    });
  });
  const { rules } = scenario;
  // House dice off the ladder: refused where a cover the unit can reach shifts them (docs/rules/stargrunt2.md, Custom dice).
  if (issues.length === 0)
    offLadderCoverIssues(
      keys,
      targetShiftsOf(rules),
      rules['broken-in-open'] === 'fall-back-to-cover',
      rules.casualties,
      issues,
    );
  if (issues.length > 0) return { ok: false, issues };
  const sideName = (key: 'a' | 'b') => scenario.sides[key].name ?? `Side ${key.toUpperCase()}`;
  return {
    ok: true,
    value: {
      turns: scenario.turns,
      range: scenario.range,
      sides: (['a', 'b'] as const).map((key) => ({ name: sideName(key), passes: scenario.sides[key].passes })),
      units,
      firstActivation: FIRST_ACTIVATION[rules['first-activation']],
      beatenAt: rules['side-beaten'] === 'broken' ? 3 : 4,
      fire: {
        casualties: rules.casualties,
        'who-is-hit': rules['who-is-hit'],
        'quick-and-dirty-leftover': rules['quick-and-dirty-leftover'],
        'quick-and-dirty-repeat-hits': rules['quick-and-dirty-repeat-hits'],
        ...(rules.environment === 'vacuum' ? { environment: 'vacuum' as const } : {}),
        'soft-cover-shift': rules['soft-cover-shift'],
        'hard-cover-shift': rules['hard-cover-shift'],
        'in-position-shift': rules['in-position-shift'],
        'independent-figure-shift': rules['independent-figure-shift'],
        'kill-multiple': rules['kill-multiple'],
        'firepower-die-cap': rules['firepower-die-cap'],
      },
      edge: rules['range-band-edge'],
      halfOrLess: rules['two-level-drop'] === 'half-or-less',
      newLeaderTests: rules['test-leadership'] === 'new',
      brokenFallsBack: rules['broken-in-open'] === 'fall-back-to-cover',
      assault: {
        halfOrLess: rules['two-level-drop'] === 'half-or-less',
        spares: 0,
        abortIfShort: false,
        fireCasualtiesCount: false,
        followThrough: false,
        powerArmour: rules['power-armour-close-combat'],
        defenderCoverShift: rules['defender-cover-shift'],
        powerArmourOdds: rules['power-armour-odds'],
      },
      note: units.map((u) => engagementMessages.unitLine(u.id, u.name)).join('; '),
    },
  };
}

function engagementUnit(
  input: EngagementUnitInput,
  id: string,
  key: string,
  side: number,
  motivation: Motivation,
  weapons: Record<string, Weapon>,
  armours: Record<string, Die>,
  house: HouseThreatLevels,
  path: Issue['path'],
  issues: Issue[],
): EngagementUnit | undefined {
  const before = issues.length;
  const troops = lookUpTroops(input.troops, weapons, [...path, 'troops'], issues);
  const armour = lookUp(armours, input.armour, [...path, 'armour'], 'armour', issues);
  const ceiling = fatigueCeiling(input.fatigue, undefined, path, issues);
  const start =
    input.confidence === undefined ? ceiling : confidenceIndex(input.confidence, [...path, 'confidence'], issues);
  if (input.confidence !== undefined) fatigueCeiling(input.fatigue, start, path, issues);
  const figures = input.troops.reduce((n, t) => n + t.count, 0);
  if (figures > ENGAGEMENT_LIMITS.figures)
    issues.push({
      path: [...path, 'troops'],
      message: engagementMessages.tooManyFigures(figures, ENGAGEMENT_LIMITS.figures),
    });
  if (input.leader > figures)
    issues.push({ path: [...path, 'leader'], message: engagementMessages.leaderBeyondFigures(input.leader, figures) });
  if (issues.length > before || troops === undefined || armour === undefined || start === undefined) return undefined;

  const faces = [1, 2, 3, 4, 5, 6];
  const bonus = TREATMENT_BONUS[input.medic ? 'medic' : 'squad-mates'];
  const panicOn = PANIC_TESTED_ON[input.quality];
  return {
    id,
    name: input.name ?? key,
    side,
    qualityDie: QUALITY_DICE[input.quality],
    leadership: input.leadership,
    start,
    ceiling: input.fatigue === undefined ? 0 : FATIGUE_CEILINGS[input.fatigue],
    troops,
    figures,
    figureGroup: troops.flatMap((t, group) => Array<number>(t.count).fill(group)),
    leader: input.leader - 1,
    armourSides: armour.sides,
    ...(armour.faces ? { armourFaces: armour.faces } : {}),
    powerArmour: POWER_ARMOURS.includes(input.armour),
    cover: COVER_INDEX[input.cover],
    inPosition: input.in_position,
    treatmentOfFace: faces.map((f) => treatmentResult(f + bonus)),
    suitOfFace: faces.map(suitResult),
    command: input.command,
    move: MOBILITY_DICE[input.mobility],
    moveDie: MOBILITY_DICE[input.mobility],
    closeCombat: {
      quality: QUALITY_DICE[input.quality],
      shift: CLOSE_COMBAT_WEAPON_SHIFTS[input.close_combat],
      powerArmour: POWER_ARMOURS.includes(input.armour),
    },
    terror: input.terror ?? input.close_combat === 'flame',
    panic: panicOn.includes('first-sight-of-enemy') ? 2 : panicOn.includes('first-fired-on') ? 1 : 0,
    threat: threatTable(figures, motivation, house),
    plan: normalizePlan(input.plan),
    reactionFire: input.reaction_fire ?? false,
  };
}

/** Where a unit's dice were written, and what moves it between covers, for the refusals of offLadderCover.ts. */
function unitDiceKeys(
  unit: EngagementUnit,
  key: string,
  input: EngagementUnitInput,
  path: Issue['path'],
): UnitDiceKeys {
  const index = unit.troops.findIndex((t) => t.weapon.class === 'small-arms');
  const smallArm = unit.troops[index].weapon;
  const armour: Die = unit.armourFaces
    ? { sides: unit.armourSides, multiplier: 1, faces: unit.armourFaces }
    : { sides: unit.armourSides, multiplier: 1 };
  return {
    side: unit.side,
    key,
    path,
    armourName: input.armour,
    armour,
    impact: { die: smallArm.impact, name: input.troops[index].weapon, index },
    cover: unit.cover,
    assaults: unit.plan.some((rule) => rule.action === ACTION.closeAssault),
  };
}

/**
 * THREAT LEVEL TABLE FOR CONFIDENCE TESTS for every fire result a unit of `figures` can suffer: by the events of the
 * fire (bit 0 first suppression, 1 casualties, 2 more casualties than survivors, 3 leader casualty) and the untreated
 * casualties it then has; -1 when nothing calls a test. Only events of a fire call a test; untreated casualties add.
 */
function threatTable(figures: number, motivation: Motivation, house: HouseThreatLevels): number[] {
  const table: number[] = [];
  for (let events = 0; events < 16; events++) {
    const circumstances = (
      ['first-suppressed', 'casualties', 'more-casualties-than-survivors', 'leader-casualty'] as const
    ).filter((_, bit) => events & (1 << bit));
    for (let untreated = 0; untreated <= figures; untreated++) {
      const level =
        circumstances.length === 0
          ? null
          : confidenceThreatLevel(circumstances, untreated, motivation, true, [], [], house);
      table.push(level ?? -1);
    }
  }
  return table;
}
