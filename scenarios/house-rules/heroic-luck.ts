// House rule for Man to Man: a hero rolls 3d6 twice and keeps the lower total (roll-under, so the better one).
// Replaces the `threeDice` step of skill-roll; the attribute, modifiers and 4.4 criticals are the book's.
import { defineHouseRules } from 'gruntlab';

export default defineHouseRules({
  for: 'man-to-man skill-roll',
  steps: {
    threeDice: (roll) => Math.min(roll.dice(3, 6), roll.dice(3, 6)),
  },
});
