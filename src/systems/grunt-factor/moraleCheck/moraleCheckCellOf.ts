import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { givenOrGradeLd } from '../data/grades.js';
import { messages } from '../messages.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import type { MoraleCheckScenarioCell } from './schema.js';

/**
 * Which morale checks an event triggers and the LD they are rolled against (Morale checks, Special morale checks,
 * Squad leader bites the dust, Morale: outside command radius), kernel-side: what normalizeMoraleCheck returns
 * for a valid event and an engagement builds for its squads.
 * @example moraleCheckCellOf(cell).morale // true when a trigger holds
 */
export function moraleCheckCellOf(scenario: MoraleCheckScenarioCell): MoraleCheckCell {
  const { squad, event, rules } = scenario;
  const after = squad.strength - event.killed;
  const quarterOf = rules['quarter-of'] === 'original' ? squad.original_size : squad.strength;
  const lostBefore = squad.original_size - squad.strength;
  const lostAfter = squad.original_size - after;
  // Whole-number percentages compared as 100 × part > percent × whole: no rounding (25% and 50% as the book's ¼ and ½).
  const lostPercent = rules['lost-percent'];
  const belowHalf =
    rules['half-strength'] === 'crossing'
      ? 100 * lostAfter > lostPercent * squad.original_size && 100 * lostBefore <= lostPercent * squad.original_size
      : 100 * lostAfter > lostPercent * squad.original_size;
  const morale =
    100 * event.killed > rules['killed-at-once-percent'] * quarterOf ||
    belowHalf ||
    event.leader_killed ||
    event.friendly_squad_annihilated;
  const special = event.hits_from_one_squad > rules['special-check-hits'];
  // Squad leader bites the dust: the new leader does not inherit the +1 LD. An LD given as a number is the
  // roller's whole LD: no CO bonus is added to it, but it is halved outside the command radius.
  const own = givenOrGradeLd(squad);
  const coBonus = squad.ld === undefined && squad.leader_co && !event.leader_killed ? rules['co-ld-bonus'] : 0;
  const ld = squad.in_command_radius ? own + coBonus : halve(own, rules['out-of-command-rounding']);
  return {
    morale,
    special,
    oneRoll: rules['both-checks'] === 'one-roll',
    ld,
    ldFaces: d20Faces(ld),
    ...(morale || special ? {} : { note: messages.noMorale }),
  };
}
