import { DiceExpressionError } from './DiceExpressionError.js';

/** One token of a dice expression: its kind, its text and where it stands. */
export interface Token {
  kind: 'number' | 'word' | 'd' | 'symbol' | 'end';
  text: string;
  start: number;
  end: number;
}

/** The longest symbols first, so `<=` is not read as `<` then `=`. */
const SYMBOLS = ['..', '!=', '<=', '>=', ...'+-*/^@#!=<>&|(){}[],:'];

/**
 * The expression as tokens. `d` is the dice operator when it stands alone or is followed by digits or an
 * AnyDice variable (`d6`, `d6d6`, `dX`); any other word is a name or keyword. `\ … \` is a comment, as in AnyDice.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '\\') {
      const close = text.indexOf('\\', i + 1);
      if (close < 0) throw unclosedComment(i, text.length);
      i = close + 1;
      continue;
    }
    const number = /^[0-9]+/.exec(text.slice(i));
    if (number) {
      tokens.push({ kind: 'number', text: number[0], start: i, end: i + number[0].length });
      i += number[0].length;
      continue;
    }
    // `d` then digits is the dice operator and its sides, whatever follows (`d6`, `2d2d2`, `d6d6`).
    const dieSides = /^d([0-9]+)/.exec(text.slice(i));
    if (dieSides) {
      const end = i + dieSides[0].length;
      tokens.push({ kind: 'd', text: 'd', start: i, end: i + 1 });
      tokens.push({ kind: 'number', text: dieSides[1], start: i + 1, end });
      i += dieSides[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (word) {
      tokens.push(...wordTokens(word[0], i));
      i += word[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
    if (!symbol) {
      throw new DiceExpressionError({
        start: i,
        end: i + 1,
        message: `"${c}" is not part of a dice expression`,
        expected: 'a number, a name, d, an operator (+ - * / ^ @ # ! = != < <= > >= & |) or a bracket',
        found: c,
      });
    }
    tokens.push({ kind: 'symbol', text: symbol, start: i, end: i + symbol.length });
    i += symbol.length;
  }
  tokens.push({ kind: 'end', text: '', start: text.length, end: text.length });
  return tokens;
}

/** A word: `d` alone or before an AnyDice variable (`dX`) is the dice operator, anything else a name or keyword. */
function wordTokens(word: string, start: number): Token[] {
  const dice = /^d([A-Z_][A-Z0-9_]*)?$/.exec(word);
  if (!dice) return [{ kind: 'word', text: word, start, end: start + word.length }];
  const d: Token = { kind: 'd', text: 'd', start, end: start + 1 };
  if (dice[1] === undefined) return [d];
  return [d, { kind: 'word', text: dice[1], start: start + 1, end: start + word.length }];
}

function unclosedComment(start: number, end: number): DiceExpressionError {
  return new DiceExpressionError({
    start,
    end,
    message: 'a comment opened with \\ is never closed',
    expected: 'a closing \\',
    found: 'the end of the expression',
  });
}
