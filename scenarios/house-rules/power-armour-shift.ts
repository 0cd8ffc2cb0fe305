// House rule for Stargrunt II close combat: power armour shifts the figure's close-combat die one type up (D12 at
// most) instead of doubling its score. Replaces the `score` step of close-combat-pair and of close-assault (one
// rule for both: the pair in power-armour-shift.yaml, a whole assault in power-armour-shift-assault.yaml); --exact
// derives its distribution from the step.
import { closedShift, defineHouseRules } from 'gruntlab';

export default defineHouseRules({
  for: ['stargrunt2 close-combat-pair', 'stargrunt2 close-assault'],
  steps: {
    score: (figure, roll) => roll.die(figure.powerArmour ? closedShift(figure.sides, 1) : figure.sides),
  },
});
