import type { KyInstance, Options, ResponsePromise } from 'ky';
import type { ApiErrorShape } from '../domain/user-types.ts';
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
  constructor(message: string, readonly status?: number, readonly errors?: Record<string, string[]>, readonly retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
  }
}

/*
 * ky loads with the first request, not with the page (docs/decisions/0008): a public page that only
 * renders a form never needs it. Until then `loaded` is undefined, and so is every HTTP error.
 */
type Ky = typeof import('ky');
let loaded: Ky | undefined;
let loading: Promise<Ky> | undefined;
const loadKy = () => (loading ??= import('ky').then((module) => (loaded = module)));

function createClient(prefix: string, json: boolean): KyInstance {
  return loaded!.default.create({
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

/** ky's response promise as callers use it: awaited for the Response, or read with one body method. */
export type LazyResponse = Pick<Promise<Response>, 'then' | 'catch'> & Pick<ResponsePromise, 'text' | 'blob'> & { json: <T = unknown>() => Promise<T> };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiClient = Record<Method, (url: string, options?: Options) => LazyResponse>;

/** A client with ky's calls that creates its ky instance on the first request. */
function lazyClient(prefix: string, json: boolean): ApiClient {
  let client: KyInstance | undefined;
  const call = (method: Method) => (url: string, options?: Options): LazyResponse => {
    // The body method is chosen in the same tick as ky's call, so ky sets the matching Accept header.
    const run = <T>(read: (response: ResponsePromise) => Promise<T>) =>
      loadKy().then(() => read((client ??= createClient(prefix, json))[method](url, options)));
    return {
      json: <T>() => run((response) => response.json<T>()),
      text: () => run((response) => response.text()),
      blob: () => run((response) => response.blob()),
      then: (onFulfilled, onRejected) => run((response) => response).then(onFulfilled, onRejected),
      catch: (onRejected) => run((response) => response).catch(onRejected),
    };
  };
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };
}

export const api = lazyClient(API_BASE, true);
/** The recruitment base address takes multipart bodies, so it sets no JSON content type. */
export const recruitmentApi = lazyClient(RECRUITMENT_BASE, false);

const asRecord = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** A Retry-After header in seconds (the local API sends whole seconds; an HTTP date is read too). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

/** Turns anything a request can throw into an ApiError with a human message. */
export function toApiError(error: unknown, fallback = 'Something went wrong. Please try again.'): ApiError {
  if (error instanceof ApiError) return error;
  if (loaded?.isHTTPError(error)) {
    const data = asRecord(error.data);
    const message = typeof data.message === 'string' && data.message ? data.message : fallback;
    const errors = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string[]>) : undefined;
    return new ApiError(message, error.response.status, errors, retryAfterSeconds(error.response.headers.get('Retry-After')));
  }
  // Timeouts and network failures carry no server message, so the caller's fallback text is shown.
  return new ApiError(fallback);
}

/** Runs a request and parses its JSON answer; every failure becomes an ApiError. */
export async function request<T>(send: () => PromiseLike<unknown>, parse: (data: unknown) => T, fallback?: string): Promise<T> {
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
