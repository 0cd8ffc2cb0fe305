export type {
  BinaryOperator,
  CallNode,
  DiceExpr,
  DiceNode,
  FunctionName,
  NameNode,
  NumberNode,
  SequenceItem,
  SequenceNode,
  Span,
  UnaryNode,
  UnaryOperator,
} from './DiceExpr.js';
export { DiceExpressionError, formatDiceExpressionError } from './DiceExpressionError.js';
export { DiceProcedure, DiceProcedureError, type DiceProcedureText } from './DiceProcedure.js';
export type { DiceValue } from './DiceValue.js';
export {
  type DiceEvaluationOptions,
  evaluateDiceExpression,
  evaluateDiceValue,
  type NamedRoll,
  unknownNameError,
} from './evaluateDiceExpression.js';
export { expressionMessages } from './expressionMessages.js';
export { freeNames } from './freeNames.js';
export { EXPRESSION_LIMITS, FUNCTION_WORDS, parseDiceExpression } from './parseDiceExpression.js';
export type { JointDiceSampler } from './sampleDiceExpression.js';
export { type DiceSampler, diceSampler, jointDiceSampler } from './sampleDiceExpression.js';
