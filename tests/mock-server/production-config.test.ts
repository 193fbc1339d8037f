import { describe, expect, it } from 'vitest';
import { productionProblems, readConfig } from '../../mock-server/config.ts';

/** What production refuses to start with (mock-server/config.ts, main.ts): missing or public secrets. */
const SET = { SAUTI_SECRET: 's3cret', WHATSAPP_APP_SECRET: 'a-real-app-secret', AT_API_KEY: 'a-real-at-key', DATABASE_URL: 'postgres://db/sauti' };
const problems = (env: NodeJS.ProcessEnv) => productionProblems(readConfig([], { ...env, NODE_ENV: 'production' }), { ...env, NODE_ENV: 'production' });

describe('production problems', () => {
  it('starts with every secret set', () => {
    expect(problems(SET)).toEqual({ refusals: [], warnings: [] });
  });

  it('refuses the texts providers’ public development defaults, unset or set to them', () => {
    for (const env of [
      { ...SET, WHATSAPP_APP_SECRET: undefined },
      { ...SET, WHATSAPP_APP_SECRET: 'sauti-dev-whatsapp-app-secret' },
      { ...SET, WHATSAPP_APP_SECRET: '' },
    ]) {
      const { refusals } = problems(env);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toMatch(/WHATSAPP_APP_SECRET/);
    }
    for (const env of [{ ...SET, AT_API_KEY: undefined }, { ...SET, AT_API_KEY: 'sauti-dev-at-api-key' }]) {
      const { refusals } = problems(env);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toMatch(/AT_API_KEY/);
    }
    expect(problems({ DATABASE_URL: SET.DATABASE_URL }).refusals.map((r) => r.match(/without (\w+)/)?.[1])).toEqual(['SAUTI_SECRET', 'WHATSAPP_APP_SECRET', 'AT_API_KEY']);
  });

  it('asks nothing of development', () => {
    const env = { NODE_ENV: 'development' };
    expect(productionProblems(readConfig([], env), env)).toEqual({ refusals: [], warnings: [] });
  });
});
