// House rule for The Grunt Factor: a natural 1 on the to-hit d20 always hits, however low the modified RC, and does
// double damage: each figure it catches makes twice the damage rolls (one failed is a casualty). Replaces the
// `attack` step of ranged-attack; the LD roll beyond 60 cm, the modifiers and the save values are the book's.
import { book, defineHouseRules, dice, type Roll, type Shooter } from 'gruntlab';

/** The figures down when each of the `caught` figures makes `saveRolls` damage rolls. */
function figuresDown(shooter: Shooter, saveRolls: number, roll: Roll): number {
  let down = 0;
  for (let f = 0; f < shooter.caught; f++) {
    let failed = false;
    for (let r = 0; r < saveRolls; r++) if (roll.die(20) > shooter.save) failed = true;
    if (failed) down++;
  }
  return down;
}

export default defineHouseRules({
  for: 'grunt-factor ranged-attack',
  steps: {
    attack: (shooter, roll) => {
      const face = roll.die(20);
      if (face === 1) return figuresDown(shooter, shooter.saveRolls * 2, roll);
      return face <= shooter.toHit ? figuresDown(shooter, shooter.saveRolls, roll) : -1;
    },
  },
  exact: {
    // The book's twin with a sure hit (toHit: 20) is the damage alone.
    attack: (shooter) => {
      const damage = (saveRolls: number) => book['grunt-factor ranged-attack'].exact.attack({ ...shooter, toHit: 20, saveRolls });
      return dice.die(20).chain((face) => (face === 1 ? damage(shooter.saveRolls * 2) : face <= shooter.toHit ? damage(shooter.saveRolls) : dice.constant(-1)));
    },
  },
});
