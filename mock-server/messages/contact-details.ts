import { normalisePhone } from '../../src/domain/phone.ts';

/**
 * Contact and payment details in a message (issue 23, "Keep the deal on Sauti"): until a contract is funded, a message
 * that carries any of these is held, because the escrow protects both sides only while the deal stays on Sauti.
 * Pure: text in, findings out. It leans towards holding a disguised number ("zero seven one two…", "name at gmail dot
 * com") and away from holding the figures a brief is full of: prices ("KES 12,000", "KES 120 000 000"), dates
 * ("15/01/2026", "2026-01-15"), times, follower counts and round numbers.
 */
export type ContactKind = 'phone' | 'email' | 'mpesa' | 'paypal' | 'iban' | 'account';

export interface ContactFinding {
  kind: ContactKind;
  /** The text as written, for the sender to find it. */
  text: string;
}

const WORD_DIGITS: Record<string, string> = {
  zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
};
/** Digits spelled out, one word each, when at least seven stand together ("zero seven one two …"). */
const SPELLED_RUN = /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)[\s,-]+){6,}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)\b/gi;

/** A run of digits a number is written with: spaces, dashes, dots, slashes and brackets between them, an optional + or 00. */
const DIGIT_RUN = /(?:\+|\b00)?\(?\d(?:[\d\s().\-/]{4,}\d)?\)?/g;
const CURRENCY_BEFORE = /(?:kes|ksh|kshs|sh|shs|usd|us\$|\$|£|€|eur|gbp|ugx|tzs|ngn|zar|amount|budget|fee|price|cost|pay(?:ing)?)\s*[:.]?\s*$/i;
const COUNT_AFTER = /^\s*(?:\/=|k\b|m\b|followers?|fans|subs(?:cribers)?|views?|impressions?|likes?|reach|people|users|plays|streams|shares|saves|comments|clicks|downloads|units|pcs|pieces|bob|shillings|kes|ksh|usd|dollars|%)/i;
/** Day, month and year in either order, with one separator used twice. */
const DATE = /^(?:\d{1,2}([./-])\d{1,2}\1\d{2,4}|\d{4}([./-])\d{1,2}\2\d{1,2})$/;
const TIME_RANGE = /^\d{1,2}[.:]\d{2}\s*[-–]\s*\d{1,2}[.:]\d{2}$/;

const M_PESA = /\b(?:till|paybill|pay\s*bill|buy\s*goods|lipa\s*na\s*m-?pesa|business\s*(?:no|number)|biz\s*no)\b[^\d\n]{0,24}(\d[\d\s-]{3,9}\d)/gi;
const ACCOUNT = /\b(?:a\/c|acc(?:ount)?\.?\s*(?:no|number|num|#)?|bank\s+account|swift|bic|routing\s*(?:no|number)?|sort\s*code)\b[^\d\n]{0,24}([A-Z0-9][\dA-Z\s-]{3,30}[\dA-Z])/gi;
const PAYPAL = /\b(?:https?:\/\/)?(?:www\.)?(?:paypal\.me|paypal\.com\/paypalme)\/[^\s,;]+/gi;
const PAYMENT_APPS = /\b(?:cash\.app\/\$|venmo\.com\/(?:u\/)?)[\w.-]+/gi;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}\b/gi;

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const MAIL_HOSTS = 'gmail|googlemail|yahoo|ymail|hotmail|outlook|live|icloud|proton(?:mail)?|aol|zoho|gmx';
/** The endings an address spelled out with " dot " is believed on: "at home dot not" is a sentence. */
const TLDS = 'com|net|org|co|ke|io|info|biz|me|uk|us|ng|tz|ug|rw|za|africa|edu|gov|app|dev|email';
/** An address written around the filters: name(at)host(dot)com, name [at] host dot com, name at gmail… */
const EMAIL_DISGUISED = new RegExp(
  String.raw`\b[\w.%+-]+\s*(?:[([{]\s*at\s*[)\]}]|@)\s*[\w-]+\s*(?:[([{]\s*dot\s*[)\]}]|\s+dot\s+)\s*[a-z]{2,}\b` +
  String.raw`|\b[\w.%+-]+\s+at\s+[\w-]+\s*(?:[([{]\s*dot\s*[)\]}]|\s+dot\s+)\s*(?:${TLDS})\b` +
  String.raw`|\b[\w.%+-]+\s*(?:[([{]\s*at\s*[)\]}])\s*[\w-]+(?:\.[a-z]{2,})+\b` +
  String.raw`|\b[\w.%+-]+\s+at\s+(?:${MAIL_HOSTS})\b(?:\s*(?:\.|dot)\s*[a-z]{2,})?`,
  'gi',
);

/** ISO 13616's check: the country and check digits moved to the end, letters as 10–35, the number mod 97 is 1. */
export function isIban(text: string): boolean {
  const iban = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** What a run of digits (with its surroundings) is: a phone number, an account number, or nothing to hold. */
function numberKind(run: string, before: string, after: string): 'phone' | 'account' | null {
  const text = run.trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || DATE.test(text) || TIME_RANGE.test(text)) return null;
  if (CURRENCY_BEFORE.test(before) || COUNT_AFTER.test(after)) return null;
  const international = text.startsWith('+') || text.startsWith('00');
  if (international || /^(?:0|254)[17]/.test(digits)) {
    const phone = normalisePhone(text.replace(/\(0\)/, ''));
    if (phone) return 'phone';
    if (international) return digits.length >= 8 && digits.length <= 15 ? 'phone' : null;
  }
  // Nine digits from 7 or 1 is a Kenyan mobile without its leading 0 ("712 345 678").
  if (/^[17]\d{8}$/.test(digits)) return 'phone';
  // Round figures (budgets, reach) end in zeros; numbers people give out rarely do.
  if (/0000$/.test(digits)) return null;
  if (digits.length >= 10 && digits.length <= 18) return /^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/.test(text) ? 'phone' : 'account';
  return null;
}

function collect(text: string, pattern: RegExp, kind: ContactKind, found: ContactFinding[], accept: (match: RegExpExecArray) => boolean = () => true) {
  for (const match of text.matchAll(pattern)) if (accept(match)) found.push({ kind, text: match[0].trim() });
}

/** Every phone number, email address and payment detail in `text`, in the order of the kinds above; [] when there are none. */
export function findContactDetails(text: string): ContactFinding[] {
  const found: ContactFinding[] = [];
  collect(text, EMAIL, 'email', found);
  collect(text, EMAIL_DISGUISED, 'email', found, (m) => !found.some((f) => f.kind === 'email' && m[0].includes(f.text)));
  collect(text, PAYPAL, 'paypal', found);
  collect(text, PAYMENT_APPS, 'paypal', found);
  collect(text, M_PESA, 'mpesa', found);
  collect(text, IBAN, 'iban', found, (m) => isIban(m[0]));
  collect(text, ACCOUNT, 'account', found, (m) => (m[1] ?? '').replace(/\D/g, '').length >= 6 || /\b(?:swift|bic)\b/i.test(m[0]));

  // Emails and links are taken out first, so the digits inside them are not counted twice.
  const claimed = found.reduce((rest, f) => rest.split(f.text).join(' '), text);
  const spelled = claimed.replace(SPELLED_RUN, (run) => run.split(/[\s,-]+/).map((w) => WORD_DIGITS[w.toLowerCase()] ?? w).join(''));
  for (const match of spelled.matchAll(DIGIT_RUN)) {
    const start = match.index;
    const kind = numberKind(match[0], spelled.slice(Math.max(0, start - 12), start), spelled.slice(start + match[0].length, start + match[0].length + 14));
    if (!kind) continue;
    const written = match[0].trim();
    // A till or an account already named by its keyword is not listed again as a bare number.
    if (found.some((f) => f.text.replace(/\D/g, '').includes(written.replace(/\D/g, '')))) continue;
    found.push({ kind, text: written });
  }
  return found;
}

const WHAT: Record<ContactKind, string> = {
  phone: 'a phone number',
  email: 'an email address',
  mpesa: 'an M-Pesa till or paybill number',
  paypal: 'a PayPal.me or payment-app link',
  iban: 'an IBAN',
  account: 'a bank or account number',
};

export const HOLD_MESSAGE =
  'This message was not sent: it shares contact or payment details before the contract is funded. The escrow protects both sides only while the deal stays on Sauti, so keep talking and paying here until then.';

/** One line per finding, for the composer's field error: what was found, as written. */
export const holdReasons = (findings: readonly ContactFinding[]): string[] =>
  findings.map((f) => `Remove ${WHAT[f.kind]} (“${f.text.length > 40 ? `${f.text.slice(0, 40)}…` : f.text}”).`);
