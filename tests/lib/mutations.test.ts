import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0014: every change a screen makes goes through `useMutation` (src/lib/use-mutation.ts) or a machine's
 * actor (`fromPromise`), never a hand-written `async` + `try/catch` in a component. A fetcher "changes something"
 * when it sends POST, PATCH, PUT or DELETE through any ky instance (`api`, `recruitmentApi`, ky itself or one made in place).
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const filesUnder = (dir: string, ext: RegExp) =>
  fs.readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' }).filter((f) => ext.test(f)).map((f) => path.join(SRC, dir, f));
const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const LIB_API = path.join(SRC, 'lib', 'api');
const MUTATING = new Set(['post', 'patch', 'put', 'delete']);
const resolveFrom = (file: string, specifier: string) => path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, '');

/** True for an expression that makes a ky instance: `ky.create(…)`, `x.extend(…)`, or src/lib/api.ts's `lazyClient(…)`. */
const makesClient = (init: ts.Expression | undefined) =>
  !!init && ts.isCallExpression(init) && /^(lazyClient|ky\.create|[\w.]+\.extend)$/.test(init.expression.getText());

/** The ky instances src/lib/api.ts exports (`api`, `recruitmentApi`, and any added later). */
function libClients(): Set<string> {
  const names = new Set<string>();
  walk(parse(`${LIB_API}.ts`), (n) => {
    if (ts.isVariableDeclaration(n) && makesClient(n.initializer)) names.add(n.name.getText());
  });
  return names;
}

/**
 * The expressions that name a ky instance in `source`: ky itself, an instance from src/lib/api.ts imported by name
 * (aliased or not) or read off a namespace import (`http.api`), and one the file makes of its own.
 */
function clientsIn(source: ts.SourceFile, exported: Set<string>): Set<string> {
  const clients = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const { name, namedBindings } = statement.importClause;
    if (specifier === 'ky' && name) clients.add(name.text);
    if (resolveFrom(source.fileName, specifier) !== LIB_API || !namedBindings) continue;
    if (ts.isNamespaceImport(namedBindings)) exported.forEach((c) => clients.add(`${namedBindings.name.text}.${c}`));
    else for (const el of namedBindings.elements) if (exported.has((el.propertyName ?? el.name).text)) clients.add(el.name.text);
  }
  walk(source, (n) => {
    if (ts.isVariableDeclaration(n) && makesClient(n.initializer)) clients.add(n.name.getText());
  });
  return clients;
}

/** `module path → names` of the fetchers under `dir` (src/api) that send POST, PATCH, PUT or DELETE through any ky instance. */
function mutatingFetchers(dir = path.join(SRC, 'api')): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const exportedClients = libClients();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.ts$/.test(f)).map((f) => path.join(dir, f))) {
    const source = parse(file);
    const clients = clientsIn(source, exportedClients);
    const names = new Set<string>();
    for (const statement of source.statements) {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      const declared = ts.isFunctionDeclaration(statement) && statement.name ? [statement.name.text]
        : ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((d) => d.name.getText()) : [];
      let sends = false;
      walk(statement, (n) => {
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && MUTATING.has(n.expression.name.text)
          && clients.has(n.expression.expression.getText())) sends = true;
      });
      if (sends) declared.forEach((n) => names.add(n));
    }
    if (names.size) found.set(file.replace(/\.ts$/, ''), names);
  }
  return found;
}

/** True when `call` is the `request` of a `useMutation({...})` or inside a `fromPromise(...)`. */
function sanctioned(call: ts.Node): boolean {
  let inRequest = false;
  for (let n: ts.Node | undefined = call.parent; n; n = n.parent) {
    if (ts.isPropertyAssignment(n) && n.name.getText() === 'request') inRequest = true;
    if (ts.isCallExpression(n)) {
      const callee = n.expression.getText();
      if (callee === 'fromPromise') return true;
      if (callee === 'useMutation' && inRequest) return true;
    }
  }
  return false;
}

/**
 * A call handled by hand: awaited, chained with `.then`/`.catch`, inside a `try`, or in an `async` function. A bare
 * thunk (`() => inviteCreator(id)`) handed to a mutation's `run` or a dialog's `send` is not: whoever runs it does.
 */
function handledByHand(call: ts.Node): boolean {
  if (ts.isAwaitExpression(call.parent) || (ts.isPropertyAccessExpression(call.parent) && ['then', 'catch', 'finally'].includes(call.parent.name.text))) return true;
  for (let n: ts.Node | undefined = call.parent; n; n = n.parent) {
    if (ts.isTryStatement(n)) return true;
    if (ts.isFunctionLike(n)) return ts.getModifiers(n as ts.FunctionLikeDeclaration & ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) ?? false;
  }
  return false;
}

/** The calls of mutating fetchers in `files` that are handled by hand, and how many go through a mutation or actor. */
function audit(files: string[], fetchers = mutatingFetchers()): { stray: string[]; sanctionedCalls: number } {
  const stray: string[] = [];
  let sanctionedCalls = 0;
  for (const file of files) {
    const source = parse(file);
    // `name` for a named import, `ns.name` for a namespace import (`import * as payments from …`).
    const imported = new Set<string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
      const names = fetchers.get(resolveFrom(file, (statement.moduleSpecifier as ts.StringLiteral).text));
      const bindings = statement.importClause.namedBindings;
      if (ts.isNamespaceImport(bindings)) names?.forEach((n) => imported.add(`${bindings.name.text}.${n}`));
      else for (const el of bindings.elements) if (names?.has((el.propertyName ?? el.name).text)) imported.add(el.name.text);
    }
    walk(source, (n) => {
      if (!ts.isCallExpression(n) || !imported.has(n.expression.getText())) return;
      if (sanctioned(n)) sanctionedCalls++;
      else if (handledByHand(n)) stray.push(`${path.basename(file)}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${n.expression.getText()}(…)`);
    });
  }
  return { stray, sanctionedCalls };
}

describe('mutations in the UI', () => {
  it('are all sent through useMutation or a machine actor (decision 0014)', () => {
    expect(mutatingFetchers().size).toBeGreaterThan(10);
    const { stray, sanctionedCalls } = audit([...filesUnder('routes', /\.tsx?$/), ...filesUnder('components', /\.tsx?$/)]);
    expect(stray).toEqual([]);
    expect(sanctionedCalls).toBeGreaterThan(20);
  });

  it('are caught when written by hand: awaited in a try, chained, or in an async handler', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mutation-audit-'));
    const file = path.join(dir, '__mutation-audit-fixture.tsx');
    fs.writeFileSync(file, [
      `import { withdrawApplication } from '${path.join(SRC, 'api', 'creator.ts')}';`,
      'export const A = () => <button onClick={async () => { try { await withdrawApplication(\'a\'); } catch { /* */ } }} />;',
      "export const B = () => <button onClick={() => void withdrawApplication('b').then(() => undefined)} />;",
      "export const C = () => <button onClick={() => run(() => withdrawApplication('c'))} />;",
    ].join('\n'));
    try {
      expect(audit([file]).stray).toEqual(['__mutation-audit-fixture.tsx:2 withdrawApplication(…)', '__mutation-audit-fixture.tsx:3 withdrawApplication(…)']);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('finds a fetcher that sends through any ky instance: an aliased or namespace import of src/lib/api.ts, or its own', () => {
    expect(mutatingFetchers().get(path.join(SRC, 'api', 'recruitment'))).toEqual(new Set(['submitApplication']));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mutation-fetchers-'));
    const lib = `${LIB_API}.ts`;
    fs.mkdirSync(path.join(dir, 'api'));
    fs.writeFileSync(path.join(dir, 'api', 'hand-written.ts'), [
      "import ky from 'ky';",
      `import * as http from '${lib}';`,
      `import { recruitmentApi as uploads } from '${lib}';`,
      "const own = ky.create({ prefixUrl: '/x' });",
      "export const viaAlias = () => uploads.post('a');",
      "export const viaNamespace = () => http.api.delete('b');",
      "export function viaOwn() { return own.put('c'); }",
      "export const viaKy = () => ky.patch('d');",
      "export const onlyReads = () => http.api.get('e');",
    ].join('\n'));
    fs.writeFileSync(path.join(dir, '__by-hand.tsx'), [
      `import * as written from '${path.join(dir, 'api', 'hand-written.ts')}';`,
      'export const A = () => <button onClick={async () => { await written.viaNamespace(); }} />;',
      'export const B = () => <button onClick={() => void written.onlyReads().then(() => undefined)} />;',
    ].join('\n'));
    try {
      const fetchers = mutatingFetchers(path.join(dir, 'api'));
      expect(fetchers.get(path.join(dir, 'api', 'hand-written'))).toEqual(new Set(['viaAlias', 'viaNamespace', 'viaOwn', 'viaKy']));
      expect(audit([path.join(dir, '__by-hand.tsx')], fetchers).stray).toEqual(['__by-hand.tsx:2 written.viaNamespace(…)']);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
