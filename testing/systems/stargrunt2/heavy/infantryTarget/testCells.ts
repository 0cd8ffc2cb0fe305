import type { FireCell } from '../../../../../src/systems/stargrunt2/fire/FireCell.js';
import heavyAtInfantryDefinition from '../../../../../src/systems/stargrunt2/heavy/heavyAtInfantry/heavyAtInfantryDefinition.js';
import supportFireDefinition from '../../../../../src/systems/stargrunt2/heavy/supportFire/supportFireDefinition.js';
import { cellOf } from '../../../../cellOf.js';

/** Builds a normalized cell of a shot at infantry from scenario-shaped input, as the loader would. */
export function infantryCell(
  resolve: 'support-fire' | 'heavy-weapon-at-infantry',
  input: Record<string, unknown>,
): FireCell {
  const scenario = { system: 'stargrunt2', resolve, ...input };
  return resolve === 'support-fire'
    ? cellOf(supportFireDefinition, scenario)
    : cellOf(heavyAtInfantryDefinition, scenario);
}

/** Varied shots at infantry for the exact and Monte Carlo tests. */
export const INFANTRY_TEST_CASES: Array<
  [string, 'support-fire' | 'heavy-weapon-at-infantry', Record<string, unknown>]
> = [
  [
    'regular SAW gunner at a squad in soft cover',
    'support-fire',
    {
      firer: { quality: 'regular', weapon: 'conventional-saw' },
      target: { figures: 6, armour: 'partial-light', cover: 'soft' },
      range: 12,
    },
  ],
  [
    'veteran IAVR at a lone independent figure',
    'support-fire',
    {
      firer: { quality: 'veteran', weapon: 'iavr' },
      target: { figures: 1, armour: 'full-light', independent: true },
      range: 15,
    },
  ],
  [
    'green plasma gunner at power armour in hard cover (impact lowered by the open shift)',
    'support-fire',
    {
      firer: { quality: 'green', weapon: 'infantry-plasma-gun' },
      target: { figures: 4, armour: 'heavy-power', cover: 'hard' },
      range: 5,
    },
  ],
  [
    'mounted automatic grenade launcher, quick-and-dirty',
    'support-fire',
    {
      rules: { casualties: 'quick-and-dirty' },
      firer: { quality: 'elite', weapon: 'automatic-grenade-launcher', mounted: true },
      target: { figures: 8, armour: 'basic', in_position: true },
      range: 20,
    },
  ],
  [
    'tank HKP/4 with enhanced fire control at a squad in the open',
    'heavy-weapon-at-infantry',
    {
      firer: { quality: 'regular', fire_control: 'enhanced', weapon: 'hkp-4' },
      target: { figures: 7, armour: 'partial-light' },
      range: 30,
    },
  ],
  [
    'manual heavy weapon at an In Position squad in soft cover',
    'heavy-weapon-at-infantry',
    {
      firer: { quality: 'veteran' },
      target: { figures: 5, armour: 'basic', cover: 'soft', in_position: true },
      range: 10,
    },
  ],
];
