// House rule for Guns 'n Grenades: ties go to the attacker, so d6 + ATK EQUAL to d6 + DEF hits too (the book: only
// a HIGHER total hits). Replaces the `attackRoll` step of attack; Fast Shot's re-roll, blast radius and damage are the book's.
import { defineHouseRules, dice } from 'gruntlab';

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
  exact: {
    // The twin's keys: the attacker's final die × 2, + 1 for a hit.
    attackRoll: ({ atk, def, fastShot }) => {
      const die = dice.die(6);
      const key = (a: number, d: number) => a * 2 + (atk + a >= def + d ? 1 : 0);
      return die.chain((d) =>
        die.chain((a) => {
          if (atk + a >= def + d || fastShot === 0) return dice.constant(key(a, d));
          return fastShot === 1 ? die.map((a2) => key(a2, d)) : die.combine(die, key);
        }),
      );
    },
  },
});
