import type { DiceExpr } from './DiceExpr.js';

const memo = new WeakMap<DiceExpr, ReadonlySet<string>>();

/** The names an expression reads (parameters and named rolls), memoised per node. */
export function freeNames(expr: DiceExpr): ReadonlySet<string> {
  const known = memo.get(expr);
  if (known) return known;
  const names = new Set<string>();
  const children: DiceExpr[] = [];
  switch (expr.kind) {
    case 'name':
      names.add(expr.name);
      break;
    case 'sequence':
      for (const item of expr.items) {
        children.push(item.value, ...(item.to ? [item.to] : []), ...(item.times ? [item.times] : []));
      }
      break;
    case 'unary':
      children.push(expr.operand);
      break;
    case 'binary':
      children.push(expr.left, expr.right);
      break;
    case 'dice':
      children.push(...(expr.count ? [expr.count] : []), expr.sides);
      break;
    case 'call':
      children.push(...expr.args);
      break;
    case 'number':
      break;
  }
  for (const child of children) for (const name of freeNames(child)) names.add(name);
  memo.set(expr, names);
  return names;
}
