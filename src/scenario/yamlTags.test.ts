import { describe, expect, test } from 'vitest';
import { parseDocument } from 'yaml';
import { edit, problemsOf } from '../../testing/scenario/problemsOf.js';
import { GOOD_TOY, toyRegistry } from '../../testing/scenario/toyResolution.js';
import { findTags } from './findTags.js';
import { loadScenario } from './loadScenario.js';

const where = async (text: string) =>
  (await problemsOf(text)).map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);

describe('YAML tags: a scenario holds plain data only', () => {
  test('a value tagged !!merge is refused at its place (it reached the workers as Symbol(<<) before)', async () => {
    expect(await where(edit(GOOD_TOY, 'range: 12', 'range: !!merge 12'))).toEqual([
      'scenarios/x.yaml:12:16 the YAML tag !!merge makes a value that a scenario cannot hold (only text, numbers, true/false, lists and maps)',
    ]);
    const [d] = await problemsOf(`${GOOD_TOY}seed: !!merge 62\n`);
    expect(d).toMatchObject({
      line: 13,
      column: 15,
      expected: 'the value written without the tag (for example 62, not !!merge 62)',
    });
  });

  test("a !!merge key, bytes, sets, ordered maps, pairs, dates and tags of one's own are refused, each where written", async () => {
    const text = `${GOOD_TOY}!!merge x: 1\nb: !!binary aGVsbG8=\ns: !!set { a, b }\no: !!omap [{ a: 1 }]\np: !!pairs [{ a: 1 }]\nd: !!timestamp 2001-01-01\nm: !mine 3\nv: !<tag:yaml.org,2002:merge> 4\n`;
    expect((await where(text)).map((p) => p.replace(/ makes a value .*/, ''))).toEqual([
      'scenarios/x.yaml:13:9 the YAML tag !!merge',
      'scenarios/x.yaml:14:13 the YAML tag !!binary',
      'scenarios/x.yaml:15:10 the YAML tag !!set',
      'scenarios/x.yaml:16:11 the YAML tag !!omap',
      'scenarios/x.yaml:17:12 the YAML tag !!pairs',
      'scenarios/x.yaml:18:16 the YAML tag !!timestamp',
      'scenarios/x.yaml:19:10 the YAML tag !mine',
      'scenarios/x.yaml:20:31 the YAML tag !!merge',
    ]);
  });

  test('a tag of plain data is read when the value is of its kind, and refused when it is not', async () => {
    const tagged = edit(edit(GOOD_TOY, 'range: 12', 'range: !!int "12"'), 'figures: 8', 'figures: !!float 8.0');
    const plain = await loadScenario('x.yaml', GOOD_TOY, toyRegistry);
    expect((await loadScenario('x.yaml', tagged, toyRegistry)).cells[0].params).toEqual(plain.cells[0].params);
    expect(await where(edit(GOOD_TOY, 'range: 12', 'range: !!int twelve'))).toEqual([
      'scenarios/x.yaml:12:14 this value is tagged !!int but cannot be read as one',
    ]);
    expect(findTags(parseDocument('a: !!str 3\nb: !!seq [1]\nc: !!map {}\nd: !!null ~\ne: !!bool true\n'))).toEqual([]);
  });
});
