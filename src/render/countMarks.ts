/**
 * Counts the items vega drew for marks of one type in an SVG (`rect` for bars, `line`, `area`,
 * `rule`, `symbol`, `text`), over every `<g class="mark-TYPE role-mark …">` group; axes, legends
 * and titles are not counted. Mainly for tests.
 *
 * @example
 * countMarks(await renderSvg(outcomeBars(fireFixture(), fireInfo)), 'rect'); // 6
 */
export function countMarks(svg: string, type: string): number {
  const group = new RegExp(`<g class="mark-${type} role-mark[^"]*"[^>]*>(.*?)</g>`, 'gs');
  let n = 0;
  for (const m of svg.matchAll(group)) n += (m[1].match(/<(path|text|line|rect|circle)\b/g) ?? []).length;
  return n;
}
