import { readSeedFile, signIn, type Server } from './server.ts';
import type { Auth } from './routes.ts';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function providerToken(res: Response): Promise<string> {
  if (!res.ok) throw new Error(`Provider token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A real bearer for each kind of caller: seeded accounts through the OTP flow, simulators through their OAuth. */
export async function credentials(server: Server): Promise<Record<Auth, string | null>> {
  const daraja = await providerToken(await fetch(`${server.origin}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { Authorization: basic('sauti-dev-consumer-key', 'sauti-dev-consumer-secret') },
  }));
  const paypal = await providerToken(await fetch(`${server.origin}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: basic('sauti-sim-paypal-client-id', 'sauti-sim-paypal-not-a-real-secret'), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }));
  return {
    none: null,
    brand: await signIn(server, 'brand@sauti.test'),
    influencer: await signIn(server, 'influencer@sauti.test'),
    admin: await signIn(server, 'admin@sauti.test'),
    partner: await signIn(server, 'partner@sauti.test'),
    daraja,
    paypal,
  };
}

/** Real ids from the seed (campaigns, applications, verifications...), so fuzzed paths also reach existing records. */
export function seededIds(): string[] {
  const ids = new Set<string>();
  for (const rows of Object.values(readSeedFile())) {
    if (!Array.isArray(rows)) continue;
    for (const row of rows) {
      const record = row as { id?: unknown; username?: unknown };
      if (typeof record.id === 'string') ids.add(record.id);
      if (typeof record.username === 'string') ids.add(record.username);
    }
  }
  return [...ids, 'google', 'facebook', '0', '1'];
}
