import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { closedShift } from '../../../../dice/shift.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import type { HeavyWeapon } from '../data/heavyWeapons.js';
import { GUIDED_MISSILES } from '../data/nationalMissiles.js';
import { SYSTEM_DICE } from '../data/systemDice.js';
import { heavyMessages as messages } from '../messages.js';
import { crewNote } from '../pointTarget/crewNote.js';
import { normalizePointTarget } from '../pointTarget/normalizePointTarget.js';
import type { PointTargetCell } from '../pointTarget/PointTargetCell.js';
import { normalizeCountermeasures } from './normalizeCountermeasures.js';
import type { MissileFireScenarioCell } from './schema.js';

/**
 * GUIDED MISSILE FIRE: "the FIRER rolling TWO dice - the Quality die of the missile operator and the
 * Guidance die of the missile; instead of a Range Die ... the TARGET player rolls one die according to
 * the level of ECM ... if the target is in any kind of cover, shift the ECM die up one type." No range
 * limit; then hits, penetration and damage as heavy weapons (impact D12, D12x2, D12x4). A generic missile
 * needs `guidance`; a national one of the army lists is issued with its own, which `guidance` may only repeat.
 * DECOYS and the EW units' tasks (normalizeCountermeasures) join the cell only when the scenario gives them.
 * FIRE FROM AIRBORNE VEHICLES: "if the target is outside the front 90 degree arc ... the GUIDANCE die used for the
 * weapon's hit resolution is shifted DOWN by one die type" (closed: a basic D6 becomes a D4, never lower).
 */
export function normalizeMissileFire(scenario: MissileFireScenarioCell): NormalizeResult<PointTargetCell> {
  const issues: Issue[] = [];
  const { firer, target } = scenario;
  // The schema's enum has refused any other name; `?.` copes with the best-effort normalize of such a cell.
  const missile = GUIDED_MISSILES[firer.weapon] as HeavyWeapon | undefined;
  const guidance = missile?.guidance ?? firer.guidance;
  if (guidance === undefined) issues.push({ path: ['firer'], message: messages.guidanceNeeded(firer.weapon) });
  else if (firer.guidance !== undefined && firer.guidance !== guidance) {
    issues.push({ path: ['firer', 'guidance'], message: messages.guidanceIssued(firer.weapon, guidance) });
  }
  const targetPart = normalizePointTarget(target, scenario.rules, scenario.armour, issues, ['target']);
  // The shifted die is the missile's guidance for the whole shot: the hit roll and the decoys' and EW's rolls against it.
  const guidanceSides = closedShift(SYSTEM_DICE[guidance ?? 'basic'], firer.outside_front_arc ? -1 : 0);
  const countermeasures = normalizeCountermeasures(scenario, guidanceSides, issues);
  if (issues.length > 0 || !missile || guidance === undefined) return { ok: false, issues };
  const { notes, ...decoysAndEw } = countermeasures;
  const note = [
    crewNote(targetPart.crew, targetPart.suspension > 0, scenario.rules['immobilised-threat-level']),
    ...notes,
  ]
    .filter(Boolean)
    .join('; ');
  return {
    ok: true,
    value: {
      firerDice: [QUALITY_DICE[firer.quality], guidanceSides],
      // Closed shift: a superior ECM (D10) in cover rolls a D12.
      targetDie: closedShift(SYSTEM_DICE[target.ecm], target.cover === 'open' ? 0 : 1),
      mode: 'heavy',
      penetrable: true,
      impact: missile.impact,
      majorMultiplier: scenario.rules['major-hit-multiplier'],
      weaponSize: missile.size,
      ...targetPart,
      ...decoysAndEw,
      ...(note ? { note } : {}),
    },
  };
}
