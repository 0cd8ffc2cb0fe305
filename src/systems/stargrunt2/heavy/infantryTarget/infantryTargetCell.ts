import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import type { Die } from '../../../../dice/dieType.js';
import { armourDice } from '../../fire/armourDice.js';
import type { FireCell } from '../../fire/FireCell.js';
import { quickAndDirtyDivisor } from '../../fire/fireDice.js';
import { armourKeys, offLadderShiftIssues } from '../../fire/offLadderShifts.js';
import type { FireRules } from '../../fire/schema.js';
import { lookUpTargetArmour } from '../../fire/targetArmour.js';
import {
  coverShift as coverShiftOf,
  rangeBandNumber,
  rangeDieInBand,
  type TargetCover,
  targetShiftsOf,
} from '../../rangeDie.js';
import { armourDieTable } from '../../resolveNames.js';
import { whoIsHitDie } from '../../whoIsHit.js';
import { heavyMessages as messages } from '../messages.js';

/** The infantry target of a scenario, as in `resolve: fire`. */
interface InfantryTargetInput {
  figures: number;
  /** One armour name, or figure groups with their own armour in "who buys the farm" order (as `resolve: fire`). */
  armour: string | ReadonlyArray<{ count: number; armour: string }>;
  cover: TargetCover;
  in_position: boolean;
  independent: boolean;
}

interface InfantryShot {
  /** The firer's dice (quality die first). */
  dice: number[];
  /** A house firepower die's listed faces beside `dice` (FireCell.firerFaces); absent when none has them. */
  firerFaces?: Array<readonly number[] | null>;
  /** Inches per range band. */
  bandInches: number;
  impact: Die;
  /** The weapon whose impact die this is, and where it was named: for the refusal of a shift that reaches a house die. */
  impactAt: { name: string; path: Issue['path'] };
  target: InfantryTargetInput;
  range?: number;
  rangeBand?: number;
  rules: FireRules;
  customArmour?: Record<string, string | readonly number[]>;
}

/**
 * A shot at an infantry unit resolved "exactly as for the normal squad fire procedure" (INDIVIDUAL
 * FIRE OF SUPPORT WEAPONS, HEAVY WEAPONS FIRE AGAINST INFANTRY): builds the FireCell that the `fire`
 * kernel and exact evaluator read, with the given firer dice, range band and impact die. A lone
 * independent figure shifts the range die one type up (FIRING AT INDEPENDENT FIGURES).
 */
export function infantryTargetCell(shot: InfantryShot, issues: Issue[]): NormalizeResult<FireCell> {
  const { target, rules } = shot;
  const armour = lookUpTargetArmour(
    target.armour,
    armourDieTable(shot.customArmour),
    target.figures,
    rules.casualties,
    ['target', 'armour'],
    issues,
  );
  if (target.independent && target.figures !== 1)
    issues.push({ path: ['target', 'independent'], message: messages.independentIsOneFigure });
  if ((shot.range === undefined) === (shot.rangeBand === undefined)) {
    issues.push({ path: shot.range === undefined ? [] : ['range_band'], message: messages.rangeOrBand });
  }
  const shifts = targetShiftsOf(rules);
  const coverShift = coverShiftOf(target.cover, shifts);
  if (armour !== undefined) {
    // House dice off the ladder: refused where a shift reaches them (docs/rules/stargrunt2.md, Custom dice).
    offLadderShiftIssues(
      armour,
      shot.impact,
      coverShift,
      rules.casualties,
      { armour: armourKeys(target.armour), impact: shot.impactAt },
      issues,
    );
  }
  if (issues.length > 0 || armour === undefined) return { ok: false, issues };
  const band = shot.rangeBand ?? rangeBandNumber(shot.range!, shot.bandInches, rules['range-band-edge']);
  const range = rangeDieInBand(
    band,
    { cover: target.cover, inPosition: target.in_position, loneFigure: target.independent },
    shifts,
  );
  const quickAndDirty = rules.casualties === 'quick-and-dirty';
  const rangeSides = 'impossible' in range ? 0 : range.sides;
  return {
    ok: true,
    value: {
      firerDice: shot.dice,
      ...(shot.firerFaces ? { firerFaces: shot.firerFaces } : {}),
      rangeDie: rangeSides,
      band,
      casualties: rules.casualties,
      // Quick-and-dirty takes one armour die (lookUpTargetArmour refuses mixed dice with it).
      divisor: quickAndDirty ? quickAndDirtyDivisor(armour[0].sides, coverShift) : rangeSides,
      leftoverRoll: !quickAndDirty || rules['quick-and-dirty-leftover'] === 'roll',
      ...armourDice(armour, shot.impact, coverShift),
      figures: target.figures,
      whoDie: whoIsHitDie(target.figures, rules['who-is-hit']),
      repeatHitsKill: !quickAndDirty || rules['quick-and-dirty-repeat-hits'] === 'dead',
      ...(rules.environment === 'vacuum' ? { woundsKill: true } : {}),
      ...(rules['kill-multiple'] !== 2 ? { killMultiple: rules['kill-multiple'] } : {}),
      ...('impossible' in range ? { note: messages.fireImpossible(range.impossible) } : {}),
    },
  };
}
