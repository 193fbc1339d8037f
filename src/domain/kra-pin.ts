/**
 * A Kenya Revenue Authority PIN: a letter, nine digits, a letter ("A123456789B"). Shared by the settings form and
 * the local API, which stores it (profiles.kra_pin, checked by the database too) and prints it on receipts.
 */
export const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;

export const KRA_PIN_ERROR = 'Enter a KRA PIN as a letter, 9 digits and a letter, for example A123456789B.';

/** The PIN as stored: spaces removed, letters upper case; '' means "no PIN". */
export const normaliseKraPin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

export const isKraPin = (text: string): boolean => KRA_PIN.test(text);
