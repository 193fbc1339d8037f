import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import { HttpError } from '../http.ts';

/** Why the ledger refused an operation, so callers can branch on it without reading the message. */
export type LedgerErrorCode = 'invalid' | 'currency_mismatch' | 'overdraft' | 'not_found' | 'already_resolved' | 'id_conflict';

/** A refused ledger operation: 422 for a malformed request, 409 for one the ledger's state forbids. Nothing was written. */
export class LedgerError extends HttpError {
  constructor(
    readonly code: LedgerErrorCode,
    status: 409 | 422,
    message: string,
    field = 'amount',
  ) {
    super(status, message, { [field]: [message] });
  }
}

/** "KES 1,500.00": for messages only (mock-server never imports the app's formatter). */
export const money = (minor: number, currency: string): string =>
  `${currency} ${(minor / MINOR_PER_MAJOR).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const invalid = (field: string, message: string) => new LedgerError('invalid', 422, message, field);

export const currencyMismatch = (code: string, held: string, asked: string) =>
  new LedgerError('currency_mismatch', 422, `${code} holds ${held}; a ${asked} transfer cannot touch it.`, 'currency');

export const overdraft = (code: string, available: number, needed: number, currency: string) =>
  new LedgerError('overdraft', 409, `Not enough funds in ${code}: ${money(available, currency)} is available and ${money(needed, currency)} is needed.`);

export const pendingNotFound = (id: string) => new LedgerError('not_found', 409, `There is no pending transfer "${id}" to resolve.`, 'pendingId');

export const alreadyResolved = (id: string, how: 'posted' | 'voided') =>
  new LedgerError('already_resolved', 409, `The pending transfer "${id}" was already ${how}; a hold resolves only once.`, 'pendingId');

export const idConflict = (id: string, why = 'with different details') =>
  new LedgerError('id_conflict', 409, `A transfer with id "${id}" already exists ${why}.`, 'id');
