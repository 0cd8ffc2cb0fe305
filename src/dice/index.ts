export { type DicePool, parseDicePool } from './dicePool.js';
export {
  DIE_TYPES,
  type Die,
  type DieSides,
  dieFaceValue,
  dieTypeAt,
  dieTypeIndex,
  formatDie,
  isLadderDie,
  parseDie,
} from './dieType.js';
export * from './exact/index.js';
export { DIE_LIMITS, dieFromUniform, isListedFace, listedFacesDie, readDie } from './faceDie.js';
export { fillUniforms } from './fillUniforms.js';
export { diceMessages } from './messages.js';
export { closedShift, closedShiftDie, type OffLadderShift, openShift, openShiftDice, shiftSteps } from './shift.js';
export { createStream, streamState } from './streams.js';
export { createRng, nextUint32, type Rng, rollDie, rollDieMultiplied } from './xoshiro128.js';
