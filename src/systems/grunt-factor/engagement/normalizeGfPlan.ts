import type { PlanRule } from '../../engagement/PlanRule.js';
import { GF_ACTION, GF_CONDITION, GF_TARGET, SHORT_RANGE_CM } from './gfPlanCodes.js';
import type { GfPlanRuleInput } from './schema.js';

/** The built-in plans (docs/rules/grunt-factor.md, engagement). */
const GF_BUILT_IN_PLANS: Record<'fire-and-advance' | 'hold-and-fire' | 'assault', GfPlanRuleInput[]> = {
  'fire-and-advance': [
    { when: 'panicked', do: 'recover' },
    { when: { enemy_within: SHORT_RANGE_CM }, do: 'fire' },
    { when: { action_at_most: 1 }, do: 'fire' },
    { do: 'advance' },
  ],
  'hold-and-fire': [{ when: 'panicked', do: 'recover' }, { do: 'fire' }, { do: 'hold' }],
  assault: [
    { when: 'panicked', do: 'recover' },
    { when: { enemy_within: 9 }, do: 'close-combat' },
    { when: { enemy_within: SHORT_RANGE_CM, action_at_most: 1 }, do: 'fire' },
    { do: 'advance' },
  ],
};

const CONDITION_KEYS: Record<string, number> = {
  panicked: GF_CONDITION.panicked,
  enemy_within: GF_CONDITION.enemyWithin,
  casualties_at_least: GF_CONDITION.casualtiesAtLeast,
  in_cover: GF_CONDITION.inCover,
  under_fire: GF_CONDITION.underFire,
  action_at_most: GF_CONDITION.actionAtMost,
  turn_at_least: GF_CONDITION.turnAtLeast,
};

/**
 * A squad's plan as plain codes: a built-in plan by name, or the scenario's own rules.
 * @example normalizeGfPlan('hold-and-fire').length // 3
 */
export function normalizeGfPlan(plan: keyof typeof GF_BUILT_IN_PLANS | GfPlanRuleInput[]): PlanRule[] {
  const rules = typeof plan === 'string' ? GF_BUILT_IN_PLANS[plan] : plan;
  return rules.map((rule) => {
    const when = rule.when === undefined ? {} : typeof rule.when === 'string' ? { [rule.when]: true } : rule.when;
    return {
      when: Object.entries(when)
        .filter(([, v]) => v !== undefined)
        .map(([key, value]): [number, number] => [
          CONDITION_KEYS[key],
          typeof value === 'boolean' ? (value ? 1 : 0) : value,
        ]),
      action: GF_ACTION[camel(rule.do) as keyof typeof GF_ACTION],
      target: GF_TARGET[camel(rule.target ?? 'nearest') as keyof typeof GF_TARGET],
    };
  });
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
