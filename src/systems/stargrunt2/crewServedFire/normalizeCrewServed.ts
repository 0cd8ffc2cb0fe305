import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { type Die, formatDie } from '../../../dice/dieType.js';
import { openShiftDice } from '../../../dice/shift.js';
import { lookUpTroops } from '../fire/lookUpTroops.js';
import { normalizeFire } from '../fire/normalizeFire.js';
import { messages as stargruntMessages } from '../messages.js';
import { coverShift, targetShiftsOf } from '../rangeDie.js';
import { weaponTable } from '../resolveNames.js';
import { whoIsHitDie } from '../whoIsHit.js';
import type { CrewServedCell } from './CrewServedCell.js';
import { crewServedMessages } from './messages.js';
import type { CrewServedScenarioCell } from './schema.js';

/** CREW-SERVED WEAPONS: "if it is hit, it gets a D8 Armour Die". */
const WEAPON_ARMOUR_SIDES = 8;

/**
 * Turns one parsed crew-served-fire cell into dice: the crew's fire cell (normalizeFire, unchanged), the who-is-hit
 * die over crew and weapons together, and the weapon's D8 armour with the cover's open shift.
 */
export function normalizeCrewServed(scenario: CrewServedScenarioCell): NormalizeResult<CrewServedCell> {
  const issues: Issue[] = [];
  const { rules, target } = scenario;
  if (rules.casualties === 'quick-and-dirty')
    issues.push({ path: ['rules', 'casualties'], message: crewServedMessages.noQuickAndDirty });
  if (target.independent) issues.push({ path: ['target', 'independent'], message: crewServedMessages.notIndependent });
  const { crew_served: crewServed, ...crewTarget } = target;
  const { 'weapon-in-count': weaponInCount, ...fireRules } = rules;
  const fire = normalizeFire({ ...scenario, resolve: 'fire', rules: fireRules, target: crewTarget });
  if (!fire.ok) return { ok: false, issues: [...issues, ...fire.issues] };
  if (issues.length > 0) return { ok: false, issues };
  const cell = fire.value;
  const members = target.figures + crewServed.count;
  // The weapon's armour takes the same cover shift as the crew's; past D12 the excess lowers the impact (open shift).
  // The small arms' own impact die (fireDice's: the first small arm's), before the crew's armour shifted it.
  const troops = lookUpTroops(scenario.firer.troops, weaponTable(scenario.weapons), ['firer', 'troops'], []);
  const impact = troops!.find((t) => t.weapon.class === 'small-arms')!.weapon.impact as Die;
  // The cover's shift (rules.soft-cover-shift / hard-cover-shift) can pass D12: its excess lowers the impact (open shift),
  // which a house impact die off the ladder cannot take.
  const cover = coverShift(target.cover, targetShiftsOf(rules));
  const shifted = openShiftDice({ sides: WEAPON_ARMOUR_SIDES, multiplier: 1 }, impact, cover);
  if ('offLadder' in shifted) {
    const why = `${target.cover} cover shifts the weapon's D8 armour ${cover} type(s) up, past D12, and the excess is an OPEN shift down of the impact die`;
    return {
      ok: false,
      issues: [
        {
          path: ['firer', 'troops'],
          message: stargruntMessages.offLadderShift(formatDie(impact), 'impact of the small arms', why),
        },
      ],
    };
  }
  return {
    ok: true,
    value: {
      ...cell,
      whoDie: whoIsHitDie(members, rules['who-is-hit']),
      weapons: crewServed.count,
      weaponsFirst: weaponInCount === 'first',
      weaponImpact: shifted.opponent,
      weaponArmour: shifted.own,
    },
  };
}
