import type { ErrorRequestHandler } from 'express';
import type { ServerContext } from '../../context.ts';
import { newRequestId } from './ids.ts';

/** A Daraja error answer: `{requestId, errorCode, errorMessage}` with Daraja's HTTP status. */
export class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Daraja echoes the CheckoutRequestID here for a pending STK query. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** 400.002.02, Daraja's answer to a missing or malformed field [D1]. */
export const invalidField = (field: string) => new DarajaError(400, '400.002.02', `Bad Request - Invalid ${field}`);

export const invalidAuthentication = () => new DarajaError(400, '400.008.01', 'Invalid Authentication passed');

export const invalidGrantType = () => new DarajaError(400, '400.008.02', 'Invalid grant type passed');

/** daraja-local answers a missing, unknown or expired token with 404 [D1]. */
export const invalidToken = () => new DarajaError(404, '404.001.03', 'Invalid Access Token');

/** The one documented 500: a Password that is not base64(ShortCode + Passkey + Timestamp) [D1]. */
export const wrongCredentials = () => new DarajaError(500, '500.001.1001', '[MerchantValidate] - Wrong credentials');

/**
 * STK query while the prompt is open: Daraja's error body, errorCode 500.001.1001, with the
 * CheckoutRequestID as requestId (safaricom/LNMOnlineAndroidSample#13). The HTTP status is 500,
 * as the errorCode's prefix says; clients must read this body as "pending", not as a failure.
 */
export const stillProcessing = (checkoutRequestId: string) =>
  new DarajaError(500, '500.001.1001', 'The transaction is being processed', checkoutRequestId);

/** Turns a thrown DarajaError into Daraja's error JSON; anything else goes on to the app's handler. */
export function darajaErrors(ctx: ServerContext): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (!(err instanceof DarajaError)) {
      next(err);
      return;
    }
    res.status(err.status).json({ requestId: err.requestId ?? newRequestId(ctx), errorCode: err.errorCode, errorMessage: err.message });
  };
}
