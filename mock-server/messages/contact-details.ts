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
/** A currency before a figure: it is a price, unless it has a phone number's shape (see numberKind). */
const CURRENCY_BEFORE = /(?:kes|ksh|kshs|sh|shs|usd|us\$|\$|£|€|eur|gbp|ugx|tzs|ngn|zar)\s*[:.]?\s*$/i;
/** A word that says an amount follows ("pay 0712…" is still a number to send money to, so these never excuse a phone). */
const AMOUNT_BEFORE = /(?:amount|budget|fee|price|cost|pay(?:ing)?)\s*[:.]?\s*$/i;
/** A unit or count after a figure. "M-Pesa" is not "m" (millions): "0712 345 678 M-Pesa" is a number to pay. */
const COUNT_AFTER = /^\s*(?:\/=|k\b|m\b(?![\s-]?pesa)|followers?|fans|subs(?:cribers)?|views?|impressions?|likes?|reach|people|users|plays|streams|shares|saves|comments|clicks|downloads|units|pcs|pieces|bob|shillings|kes|ksh|usd|dollars|%)/i;
/** Day, month and year in either order, with one separator used twice. */
const DATE = /^(?:\d{1,2}([./-])\d{1,2}\1\d{2,4}|\d{4}([./-])\d{1,2}\2\d{1,2})$/;
/**
 * A date standing alone in the text, or a range of them ("15/01/2026 - 20/01/2026", "15-20/01/2026"): taken out
 * before numbers are read, so a range is not one long number. Not a date when more digits follow or precede it with
 * a separator or a space ("07-12-34-56-78" and "07.12.34 5678" are phone numbers written to look like one).
 */
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
/** A plausible date (so a sort code, "12-34-56", is not one): day and month either way round, or ISO. */
const ONE_DATE = String.raw`(?:(?:${DAY}[./-]${MONTH}|${MONTH}[./-]${DAY})[./-]\d{2,4}|\d{4}[./-]${MONTH}[./-]${DAY})`;
const DATE_TEXT = new RegExp(String.raw`(?<![\d./-]|\d\s+)(?:${DAY}\s*[-–]\s*)?${ONE_DATE}(?:\s*(?:[-–]|to|till|until)\s*${ONE_DATE})?(?![./-]?\d|\s+\d)`, 'gi');
const TIME_RANGE = /^\d{1,2}[.:]\d{2}\s*[-–]\s*\d{1,2}[.:]\d{2}$/;

const M_PESA = /\b(?:till|paybill|pay\s*bill|buy\s*goods|lipa\s*na\s*m-?pesa|business\s*(?:no|number)|biz\s*no)\b([^\d\n]{0,24})(\d[\d\s-]{3,9}\d)/gi;
/**
 * "till" is also a preposition ("till 10 000 views"): after a bare "till" (no "number", "no", "#" or ":") a figure
 * followed by a count, or a round one (ending in 000), is not a till number.
 */
const TILL_WORD_ONLY = /^till\b\s*$/i;
const ACCOUNT = /\b(?:a\/c|acc(?:ount)?\.?\s*(?:no|number|num|#)?|bank\s+account|routing\s*(?:no|number)?|sort\s*code)\b([^\d\n]{0,24})(\d[\d\s-]{4,30}\d)/gi;
/** The words that make "account … 250000" a size, not an account number: "account has 250000 followers". */
const SIZE_WORDS = /\b(?:has|have|had|with|reached|reaches|hit|hits|got|gets|grew|grown|over|about|around|nearly|almost|of|is\s+at)\b/i;
/**
 * A SWIFT/BIC code after its keyword: 4 letters (bank), 2 (country), 2 letters or digits (place), 3 more (branch)
 * optional. Written in capitals, or after "code", "no" or a colon; "a swift turnaround" is English.
 */
const SWIFT = /\b(?:swift|bic)\b(\s*(?:code|no\.?|number)?\s*[:#]?\s*)([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/gi;
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
  // A phone number's own shape (a leading 0, 254, + or 00) is never how a price or a count is written, so the words
  // around it excuse nothing: "pay 0712345678", "0712 345 678 M-Pesa", "KES +254712345678" are numbers to pay.
  const international = text.startsWith('+') || text.startsWith('00');
  if (international || /^(?:0|254)[17]/.test(digits)) {
    const phone = normalisePhone(text.replace(/\(0\)/, ''));
    if (phone) return 'phone';
    if (international) return digits.length >= 8 && digits.length <= 15 ? 'phone' : null;
  }
  const price = CURRENCY_BEFORE.test(before) || COUNT_AFTER.test(after);
  // Round figures (budgets, reach) end in zeros; numbers people give out rarely do.
  const round = /000$/.test(digits);
  // Nine digits from 7, 10 or 11 is a Kenyan mobile without its leading 0 ("712 345 678"), unless it is a round figure
  // or a currency or count names it ("KES 110 250 500"); "pay" or "fee" alone does not ("pay 712345678").
  if (/^(?:7\d|1[01])\d{7}$/.test(digits)) return round || price ? null : 'phone';
  if (price || AMOUNT_BEFORE.test(before) || /0000$/.test(digits)) return null;
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
  const undated = text.replace(DATE_TEXT, (date) => ' '.repeat(date.length));
  collect(undated, M_PESA, 'mpesa', found, (m) => {
    const after = undated.slice(m.index + m[0].length, m.index + m[0].length + 14);
    const keyword = m[0].slice(0, m[0].length - m[1]!.length - m[2]!.length);
    return !(TILL_WORD_ONLY.test(`${keyword}${m[1]}`) && (COUNT_AFTER.test(after) || /000$/.test(m[2]!.replace(/\D/g, ''))));
  });
  collect(undated, IBAN, 'iban', found, (m) => isIban(m[0]));
  collect(undated, ACCOUNT, 'account', found, (m) => {
    const after = undated.slice(m.index + m[0].length, m.index + m[0].length + 14);
    return m[2]!.replace(/\D/g, '').length >= 6 && !SIZE_WORDS.test(m[1]!) && !COUNT_AFTER.test(after);
  });
  collect(text, SWIFT, 'account', found, (m) => m[2] === m[2]!.toUpperCase() || /code|no|number|[:#]/i.test(m[1]!));

  // Emails, links and dates are taken out first, so the digits inside them are not counted twice.
  const claimed = found.reduce((rest, f) => rest.split(f.text).join(' '), undated);
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
