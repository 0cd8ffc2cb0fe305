export { type Comparison, compareDice } from './compareDice.js';
export { Dist, type Fraction, type Widen } from './Dist.js';
export { fractionToNumber } from './fractionToNumber.js';
export { gcd, lcm } from './gcd.js';
export { repeat } from './repeat.js';
export { sumOf } from './sumOf.js';
