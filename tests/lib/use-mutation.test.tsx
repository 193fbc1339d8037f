// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api.ts';
import { notify, notifyError } from '../../src/lib/toast.ts';
import { useMutation, type MutationOptions } from '../../src/lib/use-mutation.ts';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

type Field = 'reason';
type Options = MutationOptions<string, string, Field>;

/** A form with one field: the hook's state is on screen, and the test presses Send. */
async function setup(options: Partial<Options> & Pick<Options, 'request'>) {
  const seen: string[] = [];
  function Form() {
    const m = useMutation<string, string, Field>({ fields: ['reason'], ...options });
    return (
      <div>
        <button type="button" onClick={() => void m.run('hello')}>Send</button>
        <button type="button" onClick={() => void m.run('world')}>Send world</button>
        <p data-testid="pending">{m.pending ? `busy with ${m.input}` : 'idle'}</p>
        <p data-testid="error">{m.errors.reason ?? ''}</p>
      </div>
    );
  }
  const rendered = await renderWithRouter(<Form />);
  const invalidate = vi.spyOn(rendered.router, 'invalidate').mockImplementation(async () => void seen.push('invalidate'));
  return {
    ...rendered,
    seen,
    invalidate,
    send: () => rendered.user.click(screen.getByRole('button', { name: 'Send' })),
    sendWorld: () => rendered.user.click(screen.getByRole('button', { name: 'Send world' })),
  };
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('useMutation', () => {
  it('is pending while the request runs, then toasts, runs onDone, reloads the route and runs onReloaded, in that order', async () => {
    const answer = deferred<string>();
    const order: string[] = [];
    const { send, seen } = await setup({
      request: () => answer.promise,
      toast: (out) => `Saved ${out}`,
      onDone: () => void order.push('done'),
      onReloaded: () => void order.push('reloaded'),
    });
    await send();
    expect(screen.getByTestId('pending').textContent).toBe('busy with hello');
    await act(async () => answer.resolve('it'));
    expect(screen.getByTestId('pending').textContent).toBe('idle');
    expect(notify).toHaveBeenCalledWith({ title: 'Saved it', variant: 'success' });
    expect(order).toEqual(['done', 'reloaded']);
    expect(seen).toEqual(['invalidate']);
  });

  it('does not reload the route when told not to', async () => {
    const { send, invalidate } = await setup({ request: async () => 'ok', invalidate: false });
    await send();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('sends one call at a time unless told what a call is about', async () => {
    const answer = deferred<string>();
    const request = vi.fn((_input: string) => answer.promise);
    const { send, sendWorld } = await setup({ request });
    await send();
    await sendWorld();
    await act(async () => answer.resolve('ok'));
    expect(request.mock.calls.map(([input]) => input)).toEqual(['hello']);
  });

  it('with concurrentBy, sends calls about different things at once, each once, each with its own key', async () => {
    const answers = { hello: deferred<string>(), world: deferred<string>() };
    const request = vi.fn((input: string, _key: string) => answers[input as keyof typeof answers].promise);
    const onDone = vi.fn();
    const { send, sendWorld } = await setup({ request, onDone, concurrentBy: (input) => input });
    await send();
    await sendWorld();
    await send();
    expect(request.mock.calls.map(([input]) => input)).toEqual(['hello', 'world']);
    expect(request.mock.calls[0]![1]).not.toBe(request.mock.calls[1]![1]);
    await act(async () => answers.world.resolve('w'));
    expect(screen.getByTestId('pending').textContent).toBe('busy with hello');
    await act(async () => answers.hello.resolve('h'));
    expect(screen.getByTestId('pending').textContent).toBe('idle');
    expect(onDone.mock.calls).toEqual([['w', 'world'], ['h', 'hello']]);
  });

  it('sends once for a double click', async () => {
    const answer = deferred<string>();
    const request = vi.fn(() => answer.promise);
    const { send } = await setup({ request });
    await send();
    await send();
    await act(async () => answer.resolve('ok'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for a listed field in place, without a toast or a reload", async () => {
    const onFieldErrors = vi.fn();
    const { send, invalidate } = await setup({
      request: async () => Promise.reject(new ApiError('Validation failed', 422, { reason: ['Give a longer reason.', 'second'] })),
      onFieldErrors,
    });
    await send();
    expect(screen.getByTestId('error').textContent).toBe('Give a longer reason.');
    expect(onFieldErrors).toHaveBeenCalledWith({ reason: 'Give a longer reason.' });
    expect(notifyError).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("shows the spec's error toast with the server's message for any other failure", async () => {
    const { send } = await setup({ request: async () => Promise.reject(new ApiError('The contract is not active.', 409)) });
    await send();
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The contract is not active.', status: 409 }));
    expect(screen.getByTestId('pending').textContent).toBe('idle');
  });

  it('shows the field errors a form makes of a failure in place', async () => {
    const { send } = await setup({ request: async () => Promise.reject(new ApiError('Not allowed now', 409)), onFailure: (f) => ({ reason: f.message }) });
    await send();
    expect(screen.getByTestId('error').textContent).toBe('Not allowed now');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('never throws: a failure while showing the outcome is the error toast', async () => {
    const { send } = await setup({ request: async () => 'ok', onDone: () => Promise.reject(new Error('The dispute could not be loaded.')) });
    await send();
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The dispute could not be loaded.' }));
    expect(screen.getByTestId('pending').textContent).toBe('idle');
  });

  it('lets the form say a failure its own way instead', async () => {
    const onFailure = vi.fn();
    const { send } = await setup({ request: async () => Promise.reject(new ApiError('Nope', 400, { reason: ['x'] })), onFailure });
    await send();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'Nope' }), 'hello');
    expect(notifyError).not.toHaveBeenCalled();
    expect(screen.getByTestId('error').textContent).toBe('');
  });
});

describe('the Idempotency-Key of one intent', () => {
  it('is resent after a lost answer, and renewed once the server has refused or accepted', async () => {
    const keys: string[] = [];
    const outcomes: Array<() => Promise<string>> = [
      () => Promise.reject(new ApiError('The server could not be reached.')),
      () => Promise.reject(new ApiError('Refused', 409)),
      () => Promise.resolve('done'),
      () => Promise.resolve('done again'),
    ];
    const { send } = await setup({ request: (_, key) => (keys.push(key), outcomes[keys.length - 1]!()) });
    for (let i = 0; i < outcomes.length; i++) await send();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });
});
