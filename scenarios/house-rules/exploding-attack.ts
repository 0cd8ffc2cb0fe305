// A whole attack procedure of the designer's own, after Guns 'n Grenades' attack roll (d6 + ATK against d6 + DEF,
// a hit when higher), with a switch for the house rule: a 6 on the attacker's die adds one more d6.
import { defineResolution } from 'gruntlab';

export default defineResolution({
  description: "d6 + ATK against d6 + DEF, a hit when higher; with exploding: true a 6 on the attacker's die adds a d6",
  params: {
    atk: { type: 'integer', min: 0, max: 10, default: 3, description: "the attacker's ATK" },
    def: { type: 'integer', min: 0, max: 10, default: 2, description: "the target's DEF" },
    exploding: {
      type: 'boolean',
      default: false,
      description: "a 6 on the attacker's die adds one more d6 (house rule)",
    },
  },
  outcomes: { hit: 'Hit', miss: 'Miss' },
  distributions: { attack_total: { label: 'Attack total (dice + ATK)', max: (p) => p.atk + 12 } },
  favours: { side: 'the attacker', good: ['hit'], bad: ['miss'] },
  trial(p, roll) {
    let attack = roll.die(6);
    if (p.exploding && attack === 6) attack += roll.die(6);
    const defence = roll.die(6);
    return { outcome: p.atk + attack > p.def + defence ? 'hit' : 'miss', attack_total: p.atk + attack };
  },
});
