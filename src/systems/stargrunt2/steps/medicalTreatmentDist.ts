import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the medicalTreatment step: the result code of one casualty's D6 read through
 * `resultOfFace`, over every face.
 * @example medicalTreatmentDist([0, 0, 1, 1, 1, 2]).prob(1) // 0.5
 */
export function medicalTreatmentDist(resultOfFace: ArrayLike<number>): Dist<number> {
  return Dist.uniform(6).map((face) => resultOfFace[face - 1]);
}
