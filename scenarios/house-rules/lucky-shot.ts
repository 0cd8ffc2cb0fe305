// House rule for Stargrunt II fire: a natural maximum on the impact die (its top face) always KILLS, whatever the
// armour rolled — "a lucky shot"; every other roll is STEP 3 as the book reads it. Replaces the `hitEffect` step of
// fire; STEPS 1, 2 and 4 are the book's. --exact derives its distribution from the step.
import { defineHouseRules, type FireHit, type HitEffect } from 'gruntlab';

/** STEP 3 with the lucky shot. */
const effect = (hit: FireHit, impact: number, armour: number): HitEffect => {
  if (impact === Math.max(...hit.impact.faces)) return 'kill';
  return impact > hit.killMultiple * armour ? 'kill' : impact > armour ? 'wound' : 'none';
};

export default defineHouseRules({
  for: 'stargrunt2 fire',
  steps: {
    hitEffect: (hit, roll) => {
      const impact = roll.faces(hit.impact.faces);
      return effect(hit, impact, roll.faces(hit.armour.faces));
    },
  },
});
