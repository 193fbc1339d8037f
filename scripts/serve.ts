import { randomBytes } from 'node:crypto';

/**
 * `npm run serve`: the production build and the API in one process, in production mode, as a local preview.
 * Production refuses to start without SAUTI_SECRET (mock-server/config.ts); a preview that brings none gets a random
 * one for this run, and says so: a real deployment sets its own, kept across restarts.
 */
process.env.NODE_ENV = 'production';
if (!process.env.SAUTI_SECRET) {
  process.env.SAUTI_SECRET = randomBytes(32).toString('hex');
  console.warn('npm run serve: a random SAUTI_SECRET for this preview; a deployment sets its own (README, environment variables).');
}
// Likewise the texts providers' secrets, whose development defaults production refuses: this preview's simulators
// sign and check with the same random values.
for (const name of ['WHATSAPP_APP_SECRET', 'AT_API_KEY'] as const) {
  if (!process.env[name]) process.env[name] = randomBytes(32).toString('hex');
}
await import('../mock-server/main.ts');
