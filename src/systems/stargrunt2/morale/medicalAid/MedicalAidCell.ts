import type { CounterLayout } from '../../../LegacyKernel.js';

/** One normalized medical-aid cell: the result code (0 dead, 1 stabilised, 2 back in action, 3 suit disabled) of each D6 face. */
export interface MedicalAidCell {
  casualties: number;
  /** Result code by D6 face − 1. */
  resultOfFace: number[];
  note?: string;
}

export const MEDICAL_DISTRIBUTIONS = ['dead', 'stabilised', 'back_in_action', 'suit_disabled'] as const;

/**
 * Counter layout: no_deaths, some_deaths, then dead, stabilised, back_in_action, suit_disabled (0..casualties).
 * @example medicalAidLayout({ casualties: 3 } as MedicalAidCell).distributions[0] // { name: 'dead', size: 4 }
 */
export function medicalAidLayout(cell: MedicalAidCell): CounterLayout {
  return {
    outcomes: ['no_deaths', 'some_deaths'],
    distributions: MEDICAL_DISTRIBUTIONS.map((name) => ({ name, size: cell.casualties + 1 })),
  };
}
