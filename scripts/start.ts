import { createServer } from 'vite';
import { readConfig } from '../mock-server/config.ts';
import { startAutoSettle } from '../mock-server/providers/auto-settle.ts';
import { startDeliveryDeadlines } from '../mock-server/delivery/deadlines.ts';
import { buildServer, listen } from '../mock-server/server.ts';

/** `npm start`: the local API and the Vite dev server in one process, so Ctrl-C stops both. */
const config = readConfig([]);
const { app, ctx, database } = await buildServer(config);
const api = await listen(app, config.port, config.host, ctx);
// Simulated payouts settle by themselves, as in `npm run api` (mock-server/main.ts).
const stopAutoSettle = startAutoSettle(ctx);
// Deliverables and disputes move past their deadlines on their own, every second (mock-server/delivery/deadlines.ts).
const stopDeadlines = startDeliveryDeadlines(ctx);
const vite = await createServer();
await vite.listen();

console.log('\n  Sauti is running.');
vite.printUrls();
console.log(`  ➜  Local API: http://${config.host}:${config.port}/api (database: ${config.databaseUrl ? 'DATABASE_URL' : `PGlite in ${config.dbDir}`})`);
console.log('  ➜  Dev mailbox (sign-in codes): /api/dev/mailbox — codes are also logged below.');
console.log('  ➜  Virtual M-Pesa phone (answer payment prompts): /__sim/mpesa/phone');
console.log('  Press Ctrl-C to stop.\n');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  stopAutoSettle();
  stopDeadlines();
  await vite.close();
  api.close(() => void database.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
