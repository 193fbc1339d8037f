import compression from 'compression';
import express from 'express';
import jsonServer from 'json-server';
import type { ServerContext } from './context.ts';
import { errorHandler, notFound, refuseDeepBodies, refuseNulText } from './http.ts';
import { upkeep } from './upkeep.ts';
import { accountRoutes } from './routes/account.ts';
import { adminApiRoutes } from './routes/admin-api.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { authRoutes } from './routes/auth.ts';
import { avatarRoutes } from './routes/avatar.ts';
import { briefTermsRoutes } from './routes/brief-terms.ts';
import { campaignApplicationRoutes } from './routes/campaign-applications.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { conversionRoutes } from './routes/conversions.ts';
import { deliverableRoutes } from './routes/deliverables.ts';
import { disputeRoutes } from './routes/disputes.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { creatorPageRoutes } from './routes/creator-pages.ts';
import { packageEditorRoutes } from './routes/package-editor.ts';
import { packageRoutes } from './routes/packages.ts';
import { pastWorkRoutes } from './routes/past-work.ts';
import { directoryRoutes } from './routes/directory.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { earningsRoutes } from './routes/earnings.ts';
import { fundsRoutes } from './routes/funds.ts';
import { paymentRoutes } from './routes/payments.ts';
import { paymentWebhookRoutes } from './routes/payment-webhooks.ts';
import { payoutWebhookRoutes } from './routes/payout-webhooks.ts';
import { matchRoutes } from './routes/matches.ts';
import { messageRoutes } from './routes/messages.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { noticeRoutes } from './routes/notices.ts';
import { verificationRoutes } from './routes/verification.ts';
import { contactRoutes } from './routes/contact.ts';
import { profilesRoutes } from './routes/profiles.ts';
import { partnerRoutes } from './routes/partners.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { taxDetailsRoutes } from './routes/tax-details.ts';
import { recruitmentRoutes } from './routes/recruitment.ts';
import { surveyRoutes } from './routes/survey.ts';
import { devRoutes } from './routes/dev.ts';
import { socialRoutes } from './routes/social.ts';
import { referenceData } from './reference-data.ts';
import { corsAllowList, publicCollectionsOnly } from './security.ts';
import { serveApp } from './static.ts';
import { darajaRoutes } from './providers/daraja/routes.ts';
import { paypalRoutes } from './providers/paypal/routes.ts';
import { textsSimRoutes } from './providers/texts/routes.ts';

export interface AppOptions {
  corsOrigins: readonly string[];
  /** The separate base address for job applications (spec §7), served by this same process. */
  recruitmentPrefix: string;
  /** Serve a built app from this folder, with index.html for every client route. */
  staticDir?: string;
}

/** The local API: json-server used as a library, custom routes first, its router last and locked down. */
export function createApp(ctx: ServerContext, options: AppOptions) {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.use(compression());
  // Behind a local reverse proxy, X-Forwarded-Proto tells whether the browser used https (for HSTS).
  app.set('trust proxy', 'loopback');
  app.set('etag', false);

  const api = express.Router();
  api.use(corsAllowList(options.corsOrigins));
  // The raw bytes are kept beside the parsed body, so a signed webhook is checked against exactly what was signed.
  api.use(express.json({ limit: '100kb', verify: (req, _res, buf) => { (req as express.Request & { rawBody?: Buffer }).rawBody = buf; } }), refuseDeepBodies, refuseNulText);
  api.get('/health', (_req, res) => { res.json({ ok: true }); });
  // The shared development clock, due purges and passed deadlines, before every request: one query when idle.
  api.use(upkeep(ctx));
  api.use(authRoutes(ctx));
  api.use(accountRoutes(ctx), subscriptionRoutes(ctx));
  api.use(profilesRoutes(ctx));
  api.use(avatarRoutes(ctx));
  // Every /admin route, on one router that lets only admins in (routes/admin-api.ts).
  api.use(adminApiRoutes(ctx));
  api.use(contactRoutes(ctx));
  api.use(surveyRoutes(ctx));
  api.use(campaignRoutes(ctx));
  // Partners and their client brands (issue 25): who acts for whom is checked on the brands' own routes too.
  api.use(partnerRoutes(ctx));
  api.use(verificationRoutes(ctx));
  api.use(matchRoutes(ctx));
  api.use(campaignApplicationRoutes(ctx));
  api.use(notificationRoutes(ctx));
  // Notices by SMS and WhatsApp, the phone that gets them and the channels chosen (docs/decisions/0021-notices.md).
  api.use(noticeRoutes(ctx));
  api.use(directoryRoutes(ctx));
  // A verified creator's public page (issue 24).
  api.use(creatorPageRoutes(ctx));
  // Money (docs/decisions/0009-money.md). Provider callbacks carry no session: each is checked by its signed URL.
  api.use(paymentWebhookRoutes(ctx), payoutWebhookRoutes(ctx));
  api.use(paymentRoutes(ctx), fundsRoutes(ctx), earningsRoutes(ctx));
  api.use(receiptRoutes(ctx), taxDetailsRoutes(ctx));
  // Delivery (delivery issue): deliverables and their review, conversions.
  api.use(deliverableRoutes(ctx), conversionRoutes(ctx));
  api.use(analyticsRoutes(ctx));
  api.use(disputeRoutes(ctx));
  // Reviews both ways and brands' track records (issue 24).
  api.use(reviewRoutes(ctx));
  // Packages bought into contracts, and the terms the creator accepts (issue 24); a campaign brief's usage terms.
  api.use(packageRoutes(ctx), briefTermsRoutes(ctx));
  // Creators' own packages, and past work shown on their page with the brand's agreement (issue 24).
  api.use(packageEditorRoutes(ctx), pastWorkRoutes(ctx));
  // Conversations and the live stream (issue 23).
  api.use(messageRoutes(ctx));
  if (ctx.mode !== 'production') {
    api.use(socialRoutes(ctx));
    api.use('/dev', devRoutes(ctx));
  }
  // json-server's router serves the public reference data (roles, spec §9's lists), in memory; every domain record is
  // in PostgreSQL. It answers an unknown id with 404 and `{}`; every error here carries a message.
  // `render` is json-server's documented hook, missing from its type declarations.
  const reference = referenceData(ctx.seedFile);
  const router = Object.assign(jsonServer.router(reference), {} as { render: (req: express.Request, res: express.Response) => void });
  router.render = (_req, res) => {
    if (res.statusCode === 404) res.json({ message: 'There is no such record.' });
    else res.json(res.locals.data);
  };
  api.use(publicCollectionsOnly(Object.keys(reference)), router);
  api.use(notFound);
  app.use('/api', api);
  // Trackable short links, /r/{slug}: public, outside /api, so they are short and carry no API rules.
  app.use(trackingRoutes(ctx));

  const careers = express.Router();
  careers.use(corsAllowList(options.corsOrigins));
  careers.use(recruitmentRoutes(ctx));
  careers.use(notFound);
  app.use(options.recruitmentPrefix, careers);

  // Payment-provider simulators (money issue), and the SMS and WhatsApp ones (issue 23): the real providers' base URLs
  // replace them in production.
  if (ctx.mode !== 'production') {
    app.use(express.json({ limit: '100kb' }), refuseDeepBodies, darajaRoutes(ctx), paypalRoutes(ctx), textsSimRoutes(ctx));
  }

  if (options.staticDir) serveApp(app, options.staticDir, ctx);
  else app.use(notFound);
  app.use(errorHandler);
  return app;
}
