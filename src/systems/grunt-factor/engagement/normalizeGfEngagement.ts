import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { ENGAGEMENT_LIMITS } from '../../engagement/EngagementShape.js';
import { ARMOURY, EXPLOSION_TEMPLATES, type WeaponName } from '../data/armoury.js';
import { GRADE_PROFILES } from '../data/grades.js';
import { messages } from '../messages.js';
import type { GfEngagementCell, GfSquad } from './GfEngagementCell.js';
import { normalizeGfPlan } from './normalizeGfPlan.js';
import type { GfEngagementScenarioCell, GfSquadInput } from './schema.js';

/**
 * Turns a parsed Grunt Factor engagement into plain data: every squad's grade and actions, weapons looked up in the
 * Armory, plan as codes. Squads are named a1 … b6 in scenario order.
 */
export function normalizeGfEngagement(scenario: GfEngagementScenarioCell): NormalizeResult<GfEngagementCell> {
  const issues: Issue[] = [];
  const units: GfSquad[] = [];
  (['a', 'b'] as const).forEach((side, s) => {
    Object.entries(scenario.sides[side].squads).forEach(([key, input], k) => {
      const squad = normalizeSquad(input, key, `${side}${k + 1}`, s, ['sides', side, 'squads', key], issues);
      if (squad) units.push(squad);
    });
  });
  requireTemplateSizes(scenario, issues);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      turns: scenario.turns,
      range: scenario.range,
      sides: (['a', 'b'] as const).map((side) => ({ name: scenario.sides[side].name ?? `Side ${side.toUpperCase()}` })),
      units,
      rules: scenario.rules,
      note: units.map((u) => `${u.id.toUpperCase()} = ${u.name}`).join('; '),
    },
  };
}

function normalizeSquad(
  input: GfSquadInput,
  key: string,
  id: string,
  side: number,
  path: Array<string | number>,
  issues: Issue[],
): GfSquad | undefined {
  const before = issues.length;
  input.troops.forEach((t, g) => {
    const weapon = lookUpName(ARMOURY, t.weapon, [...path, 'troops', g, 'weapon'], { kind: 'weapon' }, issues);
    if (weapon && Object.values(weapon).every((e) => e === null || e.damage === null)) {
      issues.push({ path: [...path, 'troops', g, 'weapon'], message: messages.noDamage(t.weapon) });
    }
  });
  const figures = input.troops.reduce((n, t) => n + t.count, 0);
  if (figures > ENGAGEMENT_LIMITS.figures)
    issues.push({ path: [...path, 'troops'], message: messages.tooManyFigures(figures, ENGAGEMENT_LIMITS.figures) });
  if (issues.length > before) return undefined;
  return {
    id,
    name: input.name ?? key,
    side,
    grade: input.grade,
    figures,
    troops: input.troops.map((t) => ({ count: t.count, weapon: t.weapon })),
    leaderCo: input.leader_co,
    actions: GRADE_PROFILES[input.grade].actions,
    ...(input.armour === undefined ? {} : { armour: input.armour }),
    ...(input.under_template === undefined ? {} : { underTemplate: input.under_template }),
    cover: input.cover,
    coverMaterial: input.cover_material,
    plan: normalizeGfPlan(input.plan),
  };
}

/** Every squad a template weapon can fire at must say how many of its figures that template covers (no sizes given). */
function requireTemplateSizes(scenario: GfEngagementScenarioCell, issues: Issue[]): void {
  const asked = new Set<string>();
  (['a', 'b'] as const).forEach((side) => {
    const enemy = side === 'a' ? 'b' : 'a';
    for (const input of Object.values(scenario.sides[side].squads)) {
      for (const t of input.troops) {
        const size = EXPLOSION_TEMPLATES[t.weapon as WeaponName];
        if (size === undefined) continue;
        for (const [key, target] of Object.entries(scenario.sides[enemy].squads)) {
          if (target.under_template?.[size] !== undefined) continue;
          const path = ['sides', enemy, 'squads', key, 'under_template'];
          if (asked.has(`${path.join('.')}.${size}`)) continue;
          asked.add(`${path.join('.')}.${size}`);
          issues.push({ path, message: messages.templateSizeMissing(t.weapon, size) });
        }
      }
    }
  });
}
