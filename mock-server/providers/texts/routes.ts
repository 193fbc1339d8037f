import { Router } from 'express';
import type { ServerContext } from '../../context.ts';
import { textsConfig } from '../../notices/outbox.ts';
import { textsPhoneRoutes } from './phone-page.ts';
import { providerRoutes, simControlRoutes } from './sim.ts';

/** The SMS and WhatsApp simulators with their controls and the simulated phones' page, mounted at the root in development only. */
export function textsSimRoutes(ctx: ServerContext): Router {
  const cfg = textsConfig(ctx);
  const r = Router();
  r.use(providerRoutes(ctx, cfg));
  r.use('/__sim/texts', simControlRoutes(ctx, cfg), textsPhoneRoutes(ctx, cfg));
  return r;
}
