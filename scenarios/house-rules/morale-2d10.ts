// House rule for The Grunt Factor's morale checks: roll 2d10 at or under LD instead of a d20, so results bunch
// around the middle (fewer flukes either way). Replaces the `ldRoll` step of morale-check, with its exact twin.
import { defineHouseRules, dice } from 'gruntlab';

export default defineHouseRules({
  for: 'grunt-factor morale-check',
  steps: {
    ldRoll: (unit, roll) => roll.dice(2, 10) <= unit.ld,
  },
  exact: {
    ldRoll: (unit) => dice.sum(2, 10).probWhere((total) => total <= unit.ld),
  },
});
