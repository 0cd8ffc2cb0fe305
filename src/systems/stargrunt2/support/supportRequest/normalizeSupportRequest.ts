import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { parseDie } from '../../../../dice/dieType.js';
import { adeNumbersOf } from '../adeRules.js';
import { airDefenceDice } from '../airDefence/airDefenceDice.js';
import {
  ARTILLERY_START_BOX,
  COMMAND_LEVELS,
  ORBITAL_START_BOX,
  SUPPORT_TYPES,
  type SupportType,
} from '../data/offTableSupport.js';
import { supportRequestMessages as messages } from './messages.js';
import { requestDice } from './requestDice.js';
import type { SupportRequestCell } from './SupportRequestCell.js';
import type { SupportRequestScenarioCell } from './schema.js';

/**
 * Turns one parsed support-request cell into dice: CALLING FOR ARTILLERY FIRE SUPPORT and REQUESTING AIR SUPPORT
 * (the request die and the score to exceed), STARTING POSITIONS ON INBOUND CHART and ARRIVAL OF FIRE SUPPORT
 * (the box and when the counter counts as on the table), EFFECTS OF THE AIR DEFENCE ENVIRONMENT (air only).
 */
export function normalizeSupportRequest(scenario: SupportRequestScenarioCell): NormalizeResult<SupportRequestCell> {
  const issues: Issue[] = [];
  const { caller, support, chits, rules } = scenario;
  // A type the schema refused has been reported there; nothing below can be read without one.
  if (!(SUPPORT_TYPES as readonly string[]).includes(support.type)) return { ok: false, issues };
  const bypassed = bypassedLevels(scenario, issues);
  const startBox = startingBox(scenario, issues);
  if (scenario.air_defence && support.type !== 'air')
    issues.push({ path: ['air_defence'], message: messages.airDefenceOnlyForAir });
  if (issues.length > 0 || bypassed === undefined || startBox === undefined) return { ok: false, issues };

  // "exceed his own LEADERSHIP plus a fixed number" (parameters `artillery-factor` …); "if you wish to adjust them to
  // account for special circumstances in a particular scenario, then feel free": `support.factor`.
  const type = support.type as SupportType; // checked against SUPPORT_TYPES above
  const factor = rules[caller.dedicated ? (`${type}-factor-dedicated` as const) : (`${type}-factor` as const)];
  const needed = caller.leadership + (support.factor ?? factor);
  const sidesByChits = requestDice(
    rules['request-die'],
    bypassed,
    chits.per_request,
    rules['request-shifts'] === 'net',
  );
  const pool =
    typeof chits.pool === 'number'
      ? { poolDie: 0, poolFixed: chits.pool }
      : { poolDie: parseDie(chits.pool)!.sides, poolFixed: 0 };
  const airDefence = scenario.air_defence ? airDefenceDice(scenario.air_defence, adeNumbersOf(rules)) : undefined;
  // Units (air support) enter play "on the following game turn" after moving into the Battle Area; fire missions
  // come down in the turn their counter is in box 1 unless the variant reads them as units.
  const isFire = support.type !== 'air';
  const arrivalDelay = isFire && rules['fire-arrival'] === 'in-box-1' ? 0 : 1;
  const best = Math.max(...sidesByChits);
  const notes = [
    messages.request(sidesByChits, needed),
    messages.startBox(startBox === 0 ? 'random' : startBox),
    ...(best <= needed ? [messages.neverGranted(needed, best)] : []),
    ...(support.type === 'air' && (!airDefence || airDefence.ade === 0) ? [messages.noAde] : []),
  ];
  return {
    ok: true,
    value: {
      turns: scenario.turns,
      requestsPerTurn: scenario.requests_per_turn,
      needed,
      sidesByChits,
      perRequest: chits.per_request,
      ...pool,
      startBox,
      arrivalDelay,
      ...(airDefence && airDefence.ade > 0 ? { airDefence } : {}),
      note: notes.join('; '),
    },
  };
}

/**
 * "decrease the die type by one for every additional command level between the caller and the support unit";
 * a dedicated observer "may be made without any modification for intervening command levels".
 */
function bypassedLevels(scenario: SupportRequestScenarioCell, issues: Issue[]): number | undefined {
  const { caller, support } = scenario;
  if (caller.dedicated) return 0;
  if (scenario.bypassed_levels !== undefined) return scenario.bypassed_levels;
  if (caller.level === undefined || support.level === undefined) {
    issues.push({
      path: caller.level === undefined ? ['caller', 'level'] : ['support', 'level'],
      message: messages.levelsNeeded,
    });
    return undefined;
  }
  const gap = COMMAND_LEVELS.indexOf(support.level) - COMMAND_LEVELS.indexOf(caller.level);
  if (gap < 1) {
    issues.push({ path: ['support', 'level'], message: messages.callerAboveSupport(caller.level, support.level) });
    return undefined;
  }
  return gap - 1;
}

/** STARTING POSITIONS ON INBOUND CHART: the scenario's box, else the rulebook's by the support's type and level (0: random). */
function startingBox(scenario: SupportRequestScenarioCell, issues: Issue[]): number | undefined {
  const { support } = scenario;
  if (support.start_box !== undefined) return support.start_box === 'random' ? 0 : support.start_box;
  if (support.type === 'orbital') return ORBITAL_START_BOX;
  if (support.type === 'air') {
    issues.push({ path: ['support', 'start_box'], message: messages.airStartBoxNeeded });
    return undefined;
  }
  if (support.level === undefined) {
    issues.push({ path: ['support', 'level'], message: messages.artilleryLevelNeeded });
    return undefined;
  }
  return ARTILLERY_START_BOX[support.level];
}
