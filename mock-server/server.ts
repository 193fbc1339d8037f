import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { offsetClock, type Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { SEED_FILE } from './config.ts';
import type { ServerContext } from './context.ts';
import { cryptoRandom, type Random } from './crypto.ts';
import { createMailbox } from './mailbox.ts';
import { openStore } from './store.ts';

export interface StartOptions {
  clock?: Clock & { advance?: (ms: number) => void };
  random?: Random;
  log?: (line: string) => void;
}

/** Builds the context and app for a config. The pieces are injectable for tests. */
export function buildServer(config: ServerConfig, options: StartOptions = {}) {
  const ctx: ServerContext = {
    store: openStore(config.dataFile, SEED_FILE),
    clock: options.clock ?? offsetClock(),
    random: options.random ?? cryptoRandom,
    mailbox: createMailbox(50, options.log),
    mode: config.mode,
    secret: config.secret,
    appUrl: config.appUrl,
    publicUrl: config.publicUrl,
    seedFile: SEED_FILE,
    dataFile: config.dataFile,
  };
  const app = createApp(ctx, { corsOrigins: config.corsOrigins, staticDir: config.staticDir, recruitmentPrefix: config.recruitmentPrefix });
  return { ctx, app };
}

/** Listens; without a configured PUBLIC_API_URL, the address it got becomes ctx.publicUrl (port 0 picks a free one). */
export function listen(app: ReturnType<typeof buildServer>['app'], port: number, host: string, ctx?: ServerContext): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const address = server.address();
      if (ctx && !ctx.publicUrl && address && typeof address === 'object') ctx.publicUrl = `http://${host}:${address.port}`;
      resolve(server);
    });
    server.on('error', reject);
  });
}
