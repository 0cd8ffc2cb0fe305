import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// CONTRIBUTING.md's TypeScript blocks are what a newcomer copies: each is typechecked here against src/, in memory,
// so that a rename or a new required key breaks this test instead of the newcomer's first resolution.
//
// A block's first line names where it goes:
//   // src/…/file.ts        the whole file: it stands in for that path (other files that import it see the block)
//   // in src/…/file.ts     lines of that file: checked inside a list, with that file's own imports
const ROOT = join(import.meta.dirname, '..');
const CONTRIBUTING = join(ROOT, 'CONTRIBUTING.md');

interface Block {
  /** The line of CONTRIBUTING.md the block's code starts on. */
  line: number;
  /** The path the block is compiled at (absolute). */
  file: string;
  text: string;
}

/** The ```ts blocks of a Markdown text, each placed at the file its first line names. */
function tsBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '```ts') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end].trim() !== '```') end++;
    const code = lines.slice(start, end);
    const header = /^\/\/ (in )?(\S+\.ts)\b/.exec(code[0] ?? '');
    if (header === null) {
      throw new Error(`CONTRIBUTING.md:${start + 1}: a ts block starts with // <path> or // in <path>`);
    }
    const [, fragment, path] = header;
    const text = code.join('\n');
    if (fragment === undefined) blocks.push({ line: start + 1, file: join(ROOT, path), text });
    else {
      const beside = join(ROOT, dirname(path), `contributing-line-${start + 1}.ts`);
      blocks.push({ line: start + 1, file: beside, text: asModule(path, text) });
    }
    i = end;
  }
  return blocks;
}

/** Lines of a file as a module of their own beside it: the file's imports, then the lines as entries of a list. */
function asModule(path: string, lines: string): string {
  const imports = readFileSync(join(ROOT, path), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('import '));
  return `${imports.join('\n')}\nexport const lines = [\n${lines}\n];\n`;
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options, noEmit: true };
}

/** Files read from disk, parsed once for every check; the last program, whose work the next one reuses. */
const parsedFromDisk = new Map<string, ts.SourceFile>();
let previous: ts.Program | undefined;

/** Type errors of the blocks compiled with the project's options, every other file read from disk. */
function typeErrors(blocks: Block[]): string[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const virtual = new Map(blocks.map((b) => [resolve(b.file), b.text]));
  const { fileExists, readFile } = host;
  host.fileExists = (f) => virtual.has(resolve(f)) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(resolve(f)) ?? readFile.call(host, f);
  host.getSourceFile = (f, language) => {
    const block = virtual.get(resolve(f));
    if (block !== undefined) return ts.createSourceFile(f, block, language);
    if (!parsedFromDisk.has(f)) {
      const text = readFile.call(host, f);
      if (text === undefined) return undefined;
      parsedFromDisk.set(f, ts.createSourceFile(f, text, language));
    }
    return parsedFromDisk.get(f);
  };
  const program = ts.createProgram([...virtual.keys()], options, host, previous);
  previous = program;
  const blockAt = new Map(blocks.map((b) => [resolve(b.file), b]));
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return text;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    const block = blockAt.get(resolve(d.file.fileName));
    if (block === undefined) return `${relative(ROOT, d.file.fileName)}:${line + 1}: ${text}`;
    return `CONTRIBUTING.md block at line ${block.line}, its line ${line + 1}: ${text}`;
  });
}

describe("CONTRIBUTING.md's code", () => {
  const blocks = tsBlocks(readFileSync(CONTRIBUTING, 'utf8'));

  it('has the blocks of a resolution: names, cell, schema, kernel, definition, registry line', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6);
  });

  it('typechecks against src/ as written', () => {
    expect(typeErrors(blocks)).toEqual([]);
  }, 120_000);

  it('would catch a block that no longer compiles', () => {
    const broken = blocks.map((b) => ({ ...b, text: b.text.replace('favours:', 'favors:') }));
    expect(typeErrors(broken).join('\n')).toMatch(/favors/);
  }, 120_000);
});
