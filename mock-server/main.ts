import { productionProblems, readConfig } from './config.ts';
import { startAutoSettle } from './providers/auto-settle.ts';
import { startDeliveryDeadlines } from './delivery/deadlines.ts';
import { startTrialReminders } from './plan-reminders.ts';
import { startNoticeOutbox } from './notices/outbox.ts';
import { startDeadlineReminders } from './notices/reminders.ts';
import { startSimReports } from './providers/texts/sim.ts';
import { liveHub } from './messages/live.ts';
import { buildServer, listen } from './server.ts';

const config = readConfig();
const problems = productionProblems(config);
for (const warning of problems.warnings) console.warn(`Warning: ${warning}`);
if (problems.refusals.length > 0) {
  for (const refusal of problems.refusals) console.error(refusal);
  process.exit(1);
}
const { app, ctx, database } = await buildServer(config);
const server = await listen(app, config.port, config.host, ctx);
// The simulators settle payouts by themselves, as M-Pesa and PayPal do (SIM_PAYOUT_SECONDS); development only.
const stopAutoSettle = startAutoSettle(ctx);
// Deliverables and disputes move past their deadlines on their own, every second (mock-server/delivery/deadlines.ts).
const stopDeadlines = startDeliveryDeadlines(ctx);
// Trial reminders three days and one day before the end (mock-server/plan-reminders.ts), every minute.
const stopReminders = startTrialReminders(ctx);
// Deadlines a day away get their reminder, and queued SMS and WhatsApp messages go, every second (docs/decisions/0021-notices.md).
const stopDeadlineReminders = startDeadlineReminders(ctx);
const stopOutbox = startNoticeOutbox(ctx);
// The SMS and WhatsApp simulators send their delivery reports (development only).
const stopSimReports = startSimReports(ctx);
const url = `http://${config.host}:${config.port}`;
console.log(`Sauti local API (${config.mode}) on ${url}/api, data in ${config.databaseUrl ? 'the PostgreSQL server at DATABASE_URL' : config.dbDir}`);
if (config.staticDir) console.log(`Serving the app from ${config.staticDir} at ${url}/`);

const stop = () => {
  stopAutoSettle();
  stopDeadlines();
  stopReminders();
  stopDeadlineReminders();
  stopOutbox();
  stopSimReports();
  // Open live streams would keep the server waiting for ever; the app opens new ones on the next process.
  liveHub(ctx).closeAll();
  server.close(() => void database.close().finally(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
