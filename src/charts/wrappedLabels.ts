/**
 * A Vega expression that writes each axis label on as many lines as it needs to stay within `maxChars`
 * characters a line (words kept whole), so long outcome names under narrow bar groups do not run into each
 * other. Labels that fit are left on one line.
 * @example wrappedLabels(['Defenders withdraw before contact'], 20)
 *   // "{\"Defenders withdraw before contact\":[\"Defenders withdraw\",\"before contact\"]}[datum.label] || datum.label"
 */
export function wrappedLabels(labels: readonly string[], maxChars: number): string {
  const lines: Record<string, string[]> = {};
  for (const label of labels) {
    const wrapped = wrapWords(label, maxChars);
    if (wrapped.length > 1) lines[label] = wrapped;
  }
  return `${JSON.stringify(lines)}[datum.label] || datum.label`;
}

/** Words of `text` gathered into lines of at most `maxChars` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= maxChars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}
