export { countIn } from './countIn.js';
export { Distribution, type Inexactness } from './Distribution.js';
export { DEFAULT_EXPLODE_DEPTH, explode } from './explode.js';
export { keepPositions } from './keepPositions.js';
export { checkLimit, DICE_ALGEBRA_LIMITS, type DiceAlgebraLimit, DiceLimitError } from './limits.js';
export { type OpposedResult, opposed } from './opposed.js';
export { rerollOnce, rerollWhile } from './reroll.js';
export { sumPool } from './sumPool.js';
