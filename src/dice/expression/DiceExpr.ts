/**
 * A parsed dice expression: plain data (it crosses to workers by structured clone and can be stored), each node
 * with the character offsets of the text it was read from, so that an error found while evaluating points at it.
 */
export type DiceExpr = NumberNode | NameNode | SequenceNode | UnaryNode | BinaryNode | DiceNode | CallNode;

/** Where a node's text starts and ends in the expression (offsets from 0, end exclusive). */
export interface Span {
  start: number;
  end: number;
}

export interface NumberNode extends Span {
  kind: 'number';
  value: number;
}

/** A name: a number the caller supplies (a parameter) or a named roll bound before the expression. */
export interface NameNode extends Span {
  kind: 'name';
  name: string;
}

/** `{1, 2..4, 6:2}`: each item a value, a range `from..to`, either repeated `:times`. */
export interface SequenceNode extends Span {
  kind: 'sequence';
  items: SequenceItem[];
}

export interface SequenceItem extends Span {
  value: DiceExpr;
  /** The end of a range `value..to`. */
  to?: DiceExpr;
  /** How many times the item is repeated. */
  times?: DiceExpr;
}

export type UnaryOperator = '-' | '+' | '!' | '#';

export interface UnaryNode extends Span {
  kind: 'unary';
  op: UnaryOperator;
  operand: DiceExpr;
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '^' | '@' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '&' | '|';

interface BinaryNode extends Span {
  kind: 'binary';
  op: BinaryOperator;
  left: DiceExpr;
  right: DiceExpr;
}

/** `NdX`; `count` is absent for `dX` (one die). */
export interface DiceNode extends Span {
  kind: 'dice';
  count?: DiceExpr;
  sides: DiceExpr;
}

/** The bracketed functions, by name; see FUNCTIONS in parseDiceExpression for each one's words. */
export type FunctionName =
  | 'highest'
  | 'lowest'
  | 'highest of'
  | 'lowest of'
  | 'explode'
  | 'absolute'
  | 'count'
  | 'contains'
  | 'maximum'
  | 'reroll'
  | 'reroll repeatedly'
  | 'if';

export interface CallNode extends Span {
  kind: 'call';
  fn: FunctionName;
  args: DiceExpr[];
}
