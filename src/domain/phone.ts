/**
 * Phone numbers, shared by the app and the local API: the campaign's WhatsApp number now, and the M-Pesa
 * payer's number in the money issue.
 * '' stays ''; a Kenyan 07…/01…, 254… or +254… number or an international +… one becomes +E.164; anything else is null.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (compact === '') return '';
  let phone = compact.replace(/^00/, '+');
  if (/^0[17]\d{8}$/.test(phone)) phone = `+254${phone.slice(1)}`;
  else if (/^(\+?254)0?[17]\d{8}$/.test(phone)) phone = `+254${phone.slice(-9)}`;
  if (phone.startsWith('+254')) return /^\+254\d{9}$/.test(phone) ? phone : null;
  return /^\+[1-9]\d{7,14}$/.test(phone) ? phone : null;
}

/**
 * A Kenyan mobile number as M-Pesa wants it (`2547…` or `2541…`, no plus), from 07…, 01…, 254… or +254… input;
 * null for anything else. The one check for an M-Pesa payer or payee, in the app and the local API.
 */
export function mpesaMsisdn(raw: string): string | null {
  const phone = normalisePhone(raw);
  return phone && /^\+254[17]\d{8}$/.test(phone) ? phone.slice(1) : null;
}
