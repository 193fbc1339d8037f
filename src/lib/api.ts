import ky, { isHTTPError, type KyInstance } from 'ky';
import type { ApiErrorShape } from '../../machines/types.ts';
import { API_BASE, RECRUITMENT_BASE, REQUEST_TIMEOUT_MS } from './env.ts';
import { readSession } from './session.ts';

export const SESSION_EXPIRED_STATUSES = [401, 419];

let onSessionExpired: () => void = () => {};
/** The auth actor registers here, so a 401 or 419 anywhere ends the session. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** An error as the UI sees it: a message, the status, and field errors when the server sent them. */
export class ApiError extends Error implements ApiErrorShape {
  constructor(message: string, readonly status?: number, readonly errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
  }
}

function createClient(prefix: string, json: boolean): KyInstance {
  return ky.create({
    prefix,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    headers: json ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = readSession()?.token;
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        ({ response }) => {
          if (SESSION_EXPIRED_STATUSES.includes(response.status)) onSessionExpired();
        },
      ],
    },
  });
}

export const api = createClient(API_BASE, true);
/** The recruitment base address takes multipart bodies, so it sets no JSON content type. */
export const recruitmentApi = createClient(RECRUITMENT_BASE, false);

const asRecord = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** Turns anything a request can throw into an ApiError with a human message. */
export function toApiError(error: unknown, fallback = 'Something went wrong. Please try again.'): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const data = asRecord(error.data);
    const message = typeof data.message === 'string' && data.message ? data.message : fallback;
    const errors = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string[]>) : undefined;
    return new ApiError(message, error.response.status, errors);
  }
  // Timeouts and network failures carry no server message, so the caller's fallback text is shown.
  return new ApiError(fallback);
}

/** Runs a request and parses its JSON answer; every failure becomes an ApiError. */
export async function request<T>(send: () => Promise<unknown>, parse: (data: unknown) => T, fallback?: string): Promise<T> {
  let data: unknown;
  try {
    data = await send();
  } catch (error) {
    throw toApiError(error, fallback);
  }
  try {
    return parse(data);
  } catch {
    throw new ApiError('The server sent an answer we did not understand. Please try again.');
  }
}
