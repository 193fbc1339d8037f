import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0014: every change a screen makes goes through `useMutation` (src/lib/use-mutation.ts) or a machine's
 * actor (`fromPromise`), never a hand-written `async` + `try/catch` in a component. A fetcher "changes something"
 * when it sends POST, PATCH, PUT or DELETE through the api client.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const filesUnder = (dir: string, ext: RegExp) =>
  fs.readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' }).filter((f) => ext.test(f)).map((f) => path.join(SRC, dir, f));
const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** `module path → names` of the src/api fetchers that send POST, PATCH, PUT or DELETE. */
function mutatingFetchers(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of filesUnder('api', /\.ts$/)) {
    const names = new Set<string>();
    for (const statement of parse(file).statements) {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      const declared = ts.isFunctionDeclaration(statement) && statement.name ? [statement.name.text]
        : ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((d) => d.name.getText()) : [];
      if (declared.length && /\bapi\.(post|patch|put|delete)\(/.test(statement.getText())) declared.forEach((n) => names.add(n));
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
function audit(files: string[]): { stray: string[]; sanctionedCalls: number } {
  const fetchers = mutatingFetchers();
  const stray: string[] = [];
  let sanctionedCalls = 0;
  for (const file of files) {
    const source = parse(file);
    const imported = new Set<string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings || !ts.isNamedImports(statement.importClause.namedBindings)) continue;
      const from = path.resolve(path.dirname(file), (statement.moduleSpecifier as ts.StringLiteral).text).replace(/\.ts$/, '');
      const names = fetchers.get(from);
      for (const el of statement.importClause.namedBindings.elements) if (names?.has((el.propertyName ?? el.name).text)) imported.add(el.name.text);
    }
    walk(source, (n) => {
      if (!ts.isCallExpression(n) || !ts.isIdentifier(n.expression) || !imported.has(n.expression.text)) return;
      if (sanctioned(n)) sanctionedCalls++;
      else if (handledByHand(n)) stray.push(`${path.basename(file)}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${n.expression.text}(…)`);
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
});
