// House rule for Guns 'n Grenades: ties go to the attacker, so d6 + ATK EQUAL to d6 + DEF hits too (the book: only
// a HIGHER total hits). Replaces the `attackRoll` step of attack; Fast Shot's re-roll, blast radius and damage are the book's.
import { defineHouseRules } from 'gruntlab';

export default defineHouseRules({
  for: 'guns-n-grenades attack',
  steps: {
    attackRoll: ({ atk, def, fastShot }, roll) => {
      let a = roll.die(6);
      let d = roll.die(6);
      let hit = atk + a >= def + d;
      if (!hit && fastShot > 0) {
        a = roll.die(6);
        if (fastShot === 2) d = roll.die(6);
        hit = atk + a >= def + d;
      }
      return { hit, attackerDie: a };
    },
  },
});
