import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering eslint.config.js enforces (issue 21, decisions 0006 and 0014), held by probes: each names a file where
 * it would sit and what it imports, and says whether lint lets it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function refused(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

const PRIVATE = "import { LaunchPanel } from '../routes/_app/brand/-components/launch-panel.tsx';\nexport const x = LaunchPanel;\n";
const PRIVATE_TYPE = "import type { LaunchPanelProps } from '../routes/_app/brand/-components/launch-panel.tsx';\nexport const x: LaunchPanelProps | null = null;\n";

describe('lint keeps the layers apart (eslint.config.js)', () => {
  it("keeps a route's -components/ private to its subtree, even for a type in copy", async () => {
    expect(await refused('src/components/probe.tsx', PRIVATE)).toBe(true);
    expect(await refused('src/content/probe.ts', PRIVATE_TYPE)).toBe(true);
    expect(await refused('src/routes/_app/brand/probe.tsx', "import { LaunchPanel } from './-components/launch-panel.tsx';\nexport const x = LaunchPanel;\n")).toBe(false);
    expect(await refused('src/routes/_app/influencer/probe.tsx', "import { LaunchPanel } from '../brand/-components/launch-panel.tsx';\nexport const x = LaunchPanel;\n")).toBe(true);
  });

  it('keeps copy to copy, types and the domain', async () => {
    expect(await refused('src/content/probe.ts', "import { api } from '../lib/api.ts';\nexport const x = api;\n")).toBe(true);
    expect(await refused('src/content/probe.ts', "import { countOf } from '../domain/plan-limits.ts';\nexport const x = countOf;\n")).toBe(false);
  });

  it('keeps src/lib below the routes and src/api, src/domain below the app, and the machines and the local API off the app', async () => {
    expect(await refused('src/lib/probe.ts', "import { Route } from '../routes/__root.tsx';\nexport const x = Route;\n")).toBe(true);
    expect(await refused('src/lib/probe.ts', "import { fetchPlanUsage } from '../api/plans.ts';\nexport const x = fetchPlanUsage;\n")).toBe(true);
    expect(await refused('src/domain/probe.ts', "import { api } from '../lib/api.ts';\nexport const x = api;\n")).toBe(true);
    expect(await refused('machines/flows/probe.ts', "import { api } from '../../src/lib/api.ts';\nexport const x = api;\n")).toBe(true);
    expect(await refused('mock-server/probe.ts', "import { api } from '../src/lib/api.ts';\nexport const x = api;\n")).toBe(true);
    expect(await refused('mock-server/probe.ts', "import { plans } from '../src/domain/plans.ts';\nexport const x = plans;\n")).toBe(false);
  });
});
