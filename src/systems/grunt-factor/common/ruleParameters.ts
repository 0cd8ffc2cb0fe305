import type { z } from 'zod';
import { CO_LD_BONUS } from '../data/grades.js';
import { messages } from '../messages.js';
import { ruleNumber, ruleTable } from './ruleTable.js';

// Parameters shared by several grunt-factor resolutions (and so by the engagement, which takes the rules of each):
// one schema each, so an engagement's `rules:` has one entry for all the steps that read it.

/** `rules.co-ld-bonus`: the LD a CO adds (every resolution that rolls against a CO's LD). */
export const coLdBonusSchema = ruleNumber(
  CO_LD_BONUS,
  -10,
  10,
  'LD a CO adds to his grade\'s — rulebook: Basic soldiers, "CO - - +1"',
);

/** `rules.save-base`: the damage save's base value (every resolution with a damage save). */
export const saveBaseSchema = ruleNumber(
  10,
  0,
  30,
  'base value of the damage save: a d20 at or under base + A − damage saves — rulebook: To damage your target, "Base value = 10"',
);

/** `rules.damage-modifiers`: Dam points of the Damage modifiers table (ranged attack; close combat with cover-damage: apply). */
export const damageModifiersSchema = ruleTable({
  'soft-cover': {
    book: -1,
    says: 'Dam, target behind soft cover — rulebook: Damage modifiers, "Target behind soft cover -1 Dam"',
  },
  'hard-cover': {
    book: -2,
    says: 'Dam, target behind hard cover — rulebook: Damage modifiers, "Target behind hard cover -2 Dam"',
  },
  'forest-near-edge': {
    book: -1,
    says: 'Dam, target less than 3 cm from the treeline — rulebook: Damage modifiers, "Less than 3cm from treelines in a forrest (softcover) -1 Dam"',
  },
  'forest-deep': {
    book: -2,
    says: 'Dam, target more than 3 cm from the treeline — rulebook: Damage modifiers, "More than 3cm from treelines in a forrest (softcover) -2 Dam"',
  },
  'crest-near': {
    book: -1,
    says: 'Dam, target less than 3 cm from a crest — rulebook: Damage modifiers, "Less than 3cm from crest* in a forrest (hardcover) -1 Dam"',
  },
  'crest-beyond': {
    book: -2,
    says: 'Dam, target more than 3 cm from a crest — rulebook: Damage modifiers, "More than 3cm from crest* in a forrest (hardcover) -2 Dam"',
  },
});

export type DamageModifiers = ReturnType<typeof damageModifiersSchema.parse>;

/** `rules.to-hit`: RC points of the To hit modifiers table (ranged attack). */
export const toHitSchema = ruleTable({
  prone: {
    book: -1,
    says: 'RC, target prone (negated by firing from 10 cm or more above) — rulebook: To hit modifiers, "Target prone -1 RC"',
  },
  'cover-25-50': {
    book: -1,
    says: 'RC, target covered 25-50% — rulebook: To hit modifiers, "Target covered 25-50%* -1 RC"',
  },
  'cover-50-75': {
    book: -2,
    says: 'RC, target covered 50-75% (rules.cover-50-75: worked-example makes it -1) — rulebook: To hit modifiers, "Target covered 50-75%* -2 RC"',
  },
  'cover-over-75': {
    book: -3,
    says: 'RC, target covered more than 75% — rulebook: To hit modifiers, "Target covered more than 75%*/(a) -3 RC"',
  },
  'bunker-slit': {
    book: -3,
    says: 'RC, target behind a bunker firing slit — rulebook: To hit modifiers, "(a) this covers firing at targes standing behind firingslits"',
  },
  'forest-near-edge': {
    book: -1,
    says: 'RC, target less than 3 cm from the treeline — rulebook: To hit modifiers, "Forrest (target less than 3cm away from treeline) -1 RC"',
  },
  'forest-deep': {
    book: -2,
    says: 'RC, target more than 3 cm from the treeline — rulebook: To hit modifiers, "Forrest (target more than 3cm away from treeline) -2 RC"',
  },
  'crest-near': {
    book: -1,
    says: 'RC, target less than 3 cm from a crest, roof, rock — rulebook: To hit modifiers, "Crest** (target less than 3cm away from crest) -1 RC"',
  },
  'crest-beyond': {
    book: -2,
    says: 'RC, target more than 3 cm from a crest, roof, rock — rulebook: To hit modifiers, "Crest** (target more than 3cm away from crest) -2 RC"',
  },
  night: { book: -2, says: 'RC, at night — rulebook: To hit modifiers, "Night -2 RC"' },
  aim: { book: 3, says: 'RC, an Aim action spent on the target — rulebook: To hit modifiers, "Aim +3 RC"' },
  'per-10-cm-higher': {
    book: 1,
    says: 'RC for each full 10 cm the firer stands above the target — rulebook: To hit modifiers, "For each 10cm higher than target (up till 30cm)*** +1 RC"',
  },
  'per-10-cm-lower': {
    book: -1,
    says: 'RC for each full 10 cm the firer stands below the target — rulebook: To hit modifiers, "For each 10cm lower than target (up til 30cm) -1 RC"',
  },
  tracers: {
    book: 2,
    says: 'RC, tracer rounds (only at night) — rulebook: To hit modifiers, "Tracer rounds (only night) +2 RC"',
  },
});

export type ToHitModifiers = ReturnType<typeof toHitSchema.parse>;

/** `rules.range-bands`: where each range band ends, in cm (ranged attack, engagement); they must increase. */
export const rangeBandsSchema = ruleTable(
  {
    'point-blank': { book: 20, says: 'cm where point blank range ends — rulebook: Ranges, "PB 0-20"' },
    short: { book: 40, says: 'cm where short range ends — rulebook: Ranges, "SR 20-40"' },
    medium: { book: 70, says: 'cm where medium range ends — rulebook: Ranges, "MR 40-70"' },
    long: { book: 110, says: 'cm where long range ends — rulebook: Ranges, "LR 70-110"' },
    extreme: { book: 140, says: 'cm where extreme range ends: beyond it no shot — rulebook: Ranges, "ER 110-140"' },
  },
  1,
  1000,
).check((ctx) => {
  const names = ['point-blank', 'short', 'medium', 'long', 'extreme'] as const;
  for (let i = 1; i < names.length; i++) {
    if (ctx.value[names[i]] <= ctx.value[names[i - 1]]) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value[names[i]],
        path: [names[i]],
        message: messages.bandsNotIncreasing(names[i], names[i - 1]),
      });
      return;
    }
  }
});

export type RangeBands = z.output<typeof rangeBandsSchema>;

/** `rules.height-cap-cm`: the height difference the height modifier counts up to. */
export const heightCapSchema = ruleNumber(
  30,
  0,
  300,
  'cm of height difference the per-10-cm modifier counts up to — rulebook: To hit modifiers, "For each 10cm higher than target (up till 30cm)"',
);

/** `rules.ld-roll-beyond-cm`: beyond this range a shot needs an LD roll (ranged attack, engagement). */
export const ldRollBeyondSchema = ruleNumber(
  60,
  0,
  1000,
  'cm beyond which a shot needs a successful LD roll — rulebook: Fire, "To hit targets more than 60cm\'s away a successful LD roll must be made"',
);
