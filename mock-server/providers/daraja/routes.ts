import { Router, type RequestHandler } from 'express';
import type { ServerContext } from '../../context.ts';
import { b2cRoutes } from './b2c.ts';
import { settleDueB2c } from './b2c-resolve.ts';
import { readDarajaConfig, type DarajaConfig } from './config.ts';
import { darajaErrors } from './errors.ts';
import { darajaOAuth } from './oauth.ts';
import { simRoutes } from './sim.ts';
import { statusRoutes } from './status.ts';
import { expireStkPrompts } from './stk-resolve.ts';
import { stkRoutes } from './stk.ts';

/**
 * The M-Pesa Daraja mirror (design §1, §8): OAuth, STK Push and its query, B2C and Transaction
 * Status, plus the `/__sim/mpesa` controls. Mounted at the root, in development only.
 */
export function darajaRoutes(ctx: ServerContext, cfg: DarajaConfig = readDarajaConfig()): Router {
  const oauth = darajaOAuth(ctx, cfg);
  const sweep: RequestHandler = (_req, _res, next) => {
    expireStkPrompts(ctx, cfg).then(() => settleDueB2c(ctx, cfg)).then(() => next(), next);
  };

  const r = Router();
  r.use(['/oauth', '/mpesa', '/__sim/mpesa'], sweep);
  r.get('/oauth/v1/generate', oauth.generate);
  r.use('/mpesa', oauth.requireBearer);
  r.use(stkRoutes(ctx, cfg), b2cRoutes(ctx, cfg), statusRoutes(ctx, cfg));
  if (ctx.mode !== 'production') r.use('/__sim/mpesa', simRoutes(ctx, cfg));
  r.use(darajaErrors(ctx));
  return r;
}

export { setDarajaDelivery, type Deliver } from './delivery.ts';
export { readDarajaConfig, stkPassword, darajaTimestamp } from './config.ts';
