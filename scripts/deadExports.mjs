// `npm run dead-exports`: the exports of src/ that nothing imports — not src/ itself, tests/, testing/, bench/,
// notebooks/ nor scripts/. Each is listed with what to do: `un-export` when its own file still uses it, `delete`
// when nothing does. Kept out of the list: the public API (src/api/, package.json's exports) and the exports of
// modules nothing imports (entry points: the CLI, workers, bundles, loaded by file name).
//
// A use is counted where a module is named: a named or default import, a re-export (`export { x } from`), an
// `import('…').X` type. Every export of a module counts as used where the module is taken whole: `import * as`,
// `export * from`, a dynamic `import()` (the registry's loaders), or its path written in a string
// (`dist/src/x.js` in a script, a worker's file).
//
// `node scripts/deadExports.mjs [--json]`; exits 1 when it finds any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const FOLDERS = ['src', 'tests', 'testing', 'bench', 'notebooks', 'scripts'];
const PUBLIC = [join(root, 'src/api') + '/'];

/** Every .ts, .mts and .mjs file under a folder, node_modules left out. */
function filesUnder(folder) {
  const out = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...filesUnder(path));
    else if (/\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const files = FOLDERS.flatMap((f) => filesUnder(join(root, f)));
const options = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  allowJs: true,
  noEmit: true,
  skipLibCheck: true,
};
const program = ts.createProgram(files, options);
const checker = program.getTypeChecker();
const isProduct = (f) => f.startsWith(join(root, 'src') + '/') && !/\.test\.ts$/.test(f) && f.endsWith('.ts');

/** Names used per module file; `*` for a module taken whole. */
const used = new Map();
const use = (file, name) => {
  if (!used.has(file)) used.set(file, new Set());
  used.get(file).add(name);
};

/** The file a module specifier names, seen from `from`. */
function target(from, specifier) {
  const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
  return resolved && !resolved.isExternalLibraryImport ? resolve(resolved.resolvedFileName) : undefined;
}

const SRC_PATH = /(?:^|[/'"`])((?:dist\/)?src\/[\w/.-]+?)\.(?:js|ts)\b/g;

for (const sourceFile of program.getSourceFiles()) {
  const from = resolve(sourceFile.fileName);
  if (!from.startsWith(root + '/') || from.includes('/node_modules/')) continue;
  const visit = (node) => {
    const declaration = ts.isImportDeclaration(node) || ts.isExportDeclaration(node);
    if (declaration && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const file = target(from, node.moduleSpecifier.text);
      if (file !== undefined) {
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (clause?.name) use(file, 'default');
          const bindings = clause?.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) use(file, '*');
          if (bindings && ts.isNamedImports(bindings)) {
            for (const s of bindings.elements) use(file, (s.propertyName ?? s.name).text);
          }
          if (!clause) use(file, '*'); // `import './x.js'` for its effects
        } else if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) use(file, '*');
        else for (const s of node.exportClause.elements) use(file, (s.propertyName ?? s.name).text);
      }
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) {
        const file = target(from, arg.text);
        if (file !== undefined) use(file, '*');
      }
    }
    const importType = ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument);
    if (importType && ts.isStringLiteral(node.argument.literal)) {
      const file = target(from, node.argument.literal.text);
      if (file !== undefined) use(file, node.qualifier ? node.qualifier.getText(sourceFile).split('.')[0] : '*');
    }
    if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      for (const [, path] of node.text.matchAll(SRC_PATH)) {
        const file = join(root, path.replace(/^dist\//, '') + '.ts');
        if (files.includes(file)) use(file, '*');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

/** Whether the file uses the exported symbol anywhere but in its own export declaration. */
function usedInOwnFile(sourceFile, symbol) {
  const declarations = new Set(symbol.declarations ?? []);
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (ts.isIdentifier(node) && !declarations.has(node.parent)) {
      const s = checker.getSymbolAtLocation(node);
      if (s === symbol || (s && s.flags & ts.SymbolFlags.Alias && checker.getAliasedSymbol(s) === symbol)) {
        const inExportList = ts.isExportSpecifier(node.parent);
        if (!inExportList) found = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const dead = [];
for (const sourceFile of program.getSourceFiles()) {
  const file = resolve(sourceFile.fileName);
  if (!isProduct(file) || PUBLIC.some((p) => file.startsWith(p))) continue;
  const names = used.get(file);
  if (names === undefined || names.has('*')) continue; // an entry point, or taken whole
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    if (names.has(name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = exported.declarations?.[0];
    if (!declaration) continue;
    const { line } = sourceFile.getLineAndCharacterOfPosition(declaration.getStart(sourceFile));
    const isType = (symbol.flags & ts.SymbolFlags.Value) === 0;
    const reExport = ts.isExportSpecifier(declaration);
    const action = reExport ? 'un-export' : usedInOwnFile(sourceFile, symbol) ? 'un-export' : 'delete';
    dead.push({ file: relative(root, file), line: line + 1, name, kind: isType ? 'type' : 'value', action });
  }
}

dead.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
if (process.argv.includes('--json')) console.log(JSON.stringify(dead, null, 2));
else {
  for (const d of dead) console.log(`${d.file}:${d.line}  ${d.kind} ${d.name}  (${d.action})`);
  const values = dead.filter((d) => d.kind === 'value').length;
  console.log(`${values} exported values and ${dead.length - values} exported types imported nowhere`);
}
process.exitCode = dead.length > 0 ? 1 : 0;
