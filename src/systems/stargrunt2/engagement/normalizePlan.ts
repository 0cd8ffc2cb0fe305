import type { PlanRule } from '../../engagement/PlanRule.js';
import { ACTION, CONDITION, CONFIDENCE_NAMES, type TARGET, TARGETS } from './planCodes.js';
import type { EngagementUnitInput, PlanRuleInput } from './schema.js';

const ACTION_CODE: Record<PlanRuleInput['do'], number> = {
  hold: ACTION.hold,
  'remove-suppression': ACTION.removeSuppression,
  fire: ACTION.fire,
  advance: ACTION.advance,
  withdraw: ACTION.withdraw,
  'close-assault': ACTION.closeAssault,
  reorganise: ACTION.reorganise,
  rally: ACTION.rally,
};

/** The built-in plans (docs/rules/stargrunt2.md, engagement): how the rulebook's examples play a squad. */
const BUILT_IN_PLANS: Record<'fire-and-advance' | 'hold-and-fire' | 'assault', PlanRuleInput[]> = {
  'fire-and-advance': [
    { when: 'suppressed', do: 'remove-suppression' },
    { when: 'enemy_in_range', do: 'fire', target: 'most-figures' },
    { when: 'wounded', do: 'reorganise' },
    { do: 'advance' },
  ],
  'hold-and-fire': [
    { when: 'suppressed', do: 'remove-suppression' },
    { when: 'enemy_in_range', do: 'fire', target: 'most-figures' },
    { when: 'wounded', do: 'reorganise' },
    { do: 'hold' },
  ],
  assault: [
    { when: 'suppressed', do: 'remove-suppression' },
    { when: { enemy_within: 12, confidence_at_least: 'steady' }, do: 'close-assault', target: 'nearest' },
    { when: 'enemy_in_range', do: 'fire', target: 'nearest' },
    { do: 'advance' },
  ],
};

/**
 * A unit's plan as plain codes: a built-in plan by name, or the scenario's own rules.
 * @example normalizePlan('hold-and-fire').length // 4
 */
export function normalizePlan(plan: EngagementUnitInput['plan']): PlanRule[] {
  const rules = typeof plan === 'string' ? BUILT_IN_PLANS[plan] : plan;
  return rules.map((rule) => ({
    when: conditions(rule.when),
    action: ACTION_CODE[rule.do],
    target: TARGETS.indexOf(rule.target ?? 'most-figures') as (typeof TARGET)[keyof typeof TARGET],
  }));
}

function conditions(when: PlanRuleInput['when']): Array<[number, number]> {
  if (when === undefined) return [];
  if (typeof when === 'string') return [[CONDITION[camel(when)], 1]];
  const level = (name: (typeof CONFIDENCE_NAMES)[number]) => CONFIDENCE_NAMES.indexOf(name);
  const out: Array<[number, number]> = [];
  if (when.suppressed !== undefined) out.push([CONDITION.suppressed, when.suppressed ? 1 : 0]);
  if (when.enemy_in_range !== undefined) out.push([CONDITION.enemyInRange, when.enemy_in_range ? 1 : 0]);
  if (when.enemy_within !== undefined) out.push([CONDITION.enemyWithin, when.enemy_within]);
  if (when.confidence_at_least !== undefined) out.push([CONDITION.confidenceAtLeast, level(when.confidence_at_least)]);
  if (when.confidence_at_most !== undefined) out.push([CONDITION.confidenceAtMost, level(when.confidence_at_most)]);
  if (when.wounded !== undefined) out.push([CONDITION.wounded, when.wounded ? 1 : 0]);
  if (when.casualties_at_least !== undefined) out.push([CONDITION.casualtiesAtLeast, when.casualties_at_least]);
  if (when.in_cover !== undefined) out.push([CONDITION.inCover, when.in_cover ? 1 : 0]);
  if (when.friend_at_most !== undefined) out.push([CONDITION.friendAtMost, level(when.friend_at_most)]);
  if (when.turn_at_least !== undefined) out.push([CONDITION.turnAtLeast, when.turn_at_least]);
  return out;
}

function camel(name: 'suppressed' | 'enemy_in_range' | 'wounded' | 'in_cover'): keyof typeof CONDITION {
  return (
    { suppressed: 'suppressed', enemy_in_range: 'enemyInRange', wounded: 'wounded', in_cover: 'inCover' } as const
  )[name];
}
