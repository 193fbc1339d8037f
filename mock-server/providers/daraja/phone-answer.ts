import express, { type RequestHandler } from 'express';
import { HttpError, route } from '../../http.ts';

/** The virtual phone page's address. */
export const PHONE_PAGE = '/__sim/mpesa/phone';

export interface PhoneChoice {
  /** What the button sends as `answer`. */
  value: string;
}

/**
 * One form of the virtual phone: the button pressed (`answer`) picks one of `choices`, `act` carries it out on the
 * reference in the path's `param`, and the browser goes back to the page (303) with the status line's query:
 * `done=<value>`, or `error=gone` when the prompt or payout was already settled or is unknown (404, 409). `key` names
 * the reference in that query (`ref` for prompts, `payout` for payouts). 422 names the answers when none matches.
 */
export function phoneAnswer<C extends PhoneChoice>(options: {
  param: string;
  key: 'ref' | 'payout';
  choices: readonly C[];
  help: string;
  act: (ref: string, choice: C) => Promise<unknown>;
}): RequestHandler[] {
  const { param, key, choices, help, act } = options;
  return [express.urlencoded({ extended: false, limit: '10kb' }), route(async (req, res) => {
    const ref = String(req.params[param]);
    const back = (query: string) => res.redirect(303, `${PHONE_PAGE}?${query}&${key}=${encodeURIComponent(ref)}`);
    const choice = choices.find((c) => c.value === (req.body as Record<string, unknown> | undefined)?.answer);
    if (!choice) throw new HttpError(422, help, { answer: [`Send one of: ${choices.map((c) => c.value).join(', ')}.`] });
    try {
      await act(ref, choice);
    } catch (err) {
      if (err instanceof HttpError && (err.status === 404 || err.status === 409)) return back('error=gone');
      throw err;
    }
    back(`done=${choice.value}`);
  })];
}
