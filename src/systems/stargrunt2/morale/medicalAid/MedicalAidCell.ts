/** One normalized medical-aid cell: the result code (0 dead, 1 stabilised, 2 back in action, 3 suit disabled) of each D6 face. */
export interface MedicalAidCell {
  casualties: number;
  /** Result code by D6 face − 1. */
  resultOfFace: number[];
  note?: string;
}
