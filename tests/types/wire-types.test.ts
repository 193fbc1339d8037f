import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0016: every valibot schema src/api/ exports is held equal to its shared type or the local API's answer by
 * a type-level test in tests/types/*.test-d.ts (checked by `npm run typecheck`). This test finds the schemas and
 * fails on any that no such file imports, so a new wire type cannot go untied.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const tsFiles = (dir: string, ending: RegExp) => fs.readdirSync(dir).filter((f) => ending.test(f)).map((f) => path.join(dir, f));
const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const withoutExt = (file: string) => file.replace(/\.tsx?$/, '');

/** `module path without extension → names` of the exported constants whose value is a valibot call (`v.object(…)`, `v.pick(…)`…). */
function exportedSchemas(apiDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of tsFiles(apiDir, /\.ts$/)) {
    const names: string[] = [];
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const d of statement.declarationList.declarations) {
        if (d.initializer && ts.isCallExpression(d.initializer) && /^v\.\w+$/.test(d.initializer.expression.getText())) names.push(d.name.getText());
      }
    }
    if (names.length) found.set(withoutExt(file), names);
  }
  return found;
}

/** `module path without extension:name` of everything the type-level tests import. */
function tiedNames(typesDir: string): Set<string> {
  const tied = new Set<string>();
  for (const file of tsFiles(typesDir, /\.test-d\.ts$/)) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const from = withoutExt(path.resolve(typesDir, (statement.moduleSpecifier as ts.StringLiteral).text));
      for (const el of bindings.elements) tied.add(`${from}:${(el.propertyName ?? el.name).text}`);
    }
  }
  return tied;
}

/** The exported schemas no type-level test imports, as `file.ts Name`. */
function untied(apiDir: string, typesDir: string): string[] {
  const tied = tiedNames(typesDir);
  return [...exportedSchemas(apiDir)].flatMap(([module, names]) =>
    names.filter((name) => !tied.has(`${module}:${name}`)).map((name) => `${path.basename(module)}.ts ${name}`));
}

describe('wire types (decision 0016)', () => {
  it('ties every valibot schema src/api exports in a tests/types/*.test-d.ts file', () => {
    const schemas = [...exportedSchemas(path.join(ROOT, 'src', 'api')).values()].flat();
    expect(schemas.length).toBeGreaterThan(80);
    expect(untied(path.join(ROOT, 'src', 'api'), path.join(ROOT, 'tests', 'types'))).toEqual([]);
  });

  it('names a schema that no type-level test imports, and not one that is imported', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-types-'));
    const api = path.join(dir, 'api');
    const types = path.join(dir, 'types');
    fs.mkdirSync(api);
    fs.mkdirSync(types);
    fs.writeFileSync(path.join(api, 'things.ts'), [
      "import * as v from 'valibot';",
      'export const TiedSchema = v.object({ id: v.string() });',
      'export const Loose = v.pick(TiedSchema, ["id"]);',
      'const Private = v.string();',
      'export const notASchema = (d: unknown) => v.parse(Private, d);',
    ].join('\n'));
    fs.writeFileSync(path.join(types, 'things.test-d.ts'), "import type { TiedSchema } from '../api/things.ts';\n");
    try {
      expect(untied(api, types)).toEqual(['things.ts Loose']);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
