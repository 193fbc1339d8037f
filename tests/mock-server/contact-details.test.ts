import { describe, expect, it } from 'vitest';
import { findContactDetails, holdReasons, isIban, type ContactKind } from '../../mock-server/messages/contact-details.ts';

const kinds = (text: string): ContactKind[] => findContactDetails(text).map((f) => f.kind);

describe('contact and payment details in a message (the hold before funding)', () => {
  it.each([
    ['Call me on 0712 345 678 tomorrow', '0712 345 678'],
    ['my number is 0712345678', '0712345678'],
    ['0712-345-678 is my WhatsApp', '0712-345-678'],
    ['0712.345.678', '0712.345.678'],
    ['try 0110 123 456 too', '0110 123 456'],
    ['+254 712 345 678', '+254 712 345 678'],
    ['+254712345678', '+254712345678'],
    ['254712345678', '254712345678'],
    ['+254 (0) 712 345 678', '+254 (0) 712 345 678'],
    ['00254 712 345 678', '00254 712 345 678'],
    ['text 712 345 678', '712 345 678'],
    ['wa.me/254712345678 works', '254712345678'],
    ['UK: +44 20 7946 0958', '+44 20 7946 0958'],
    ['US office +1 (415) 555-0132', '+1 (415) 555-0132'],
    ['(415) 555-0132', '(415) 555-0132'],
    ['Lagos +234 803 123 4567', '+234 803 123 4567'],
    ['0044 7700 900123', '0044 7700 900123'],
    // A currency, an amount word or a count beside a number in a phone's own shape excuses nothing.
    ['pay 0712345678', '0712345678'],
    ['pay: 0712-345-678', '0712-345-678'],
    ['pay +254712345678', '+254712345678'],
    ['pay 254 712 345 678', '254 712 345 678'],
    ['pay 712345678', '712345678'],
    ['fee 0712 345 678', '0712 345 678'],
    ['KES 0712345678', '0712345678'],
    ['send KES 5000 to 0712345678', '0712345678'],
    ['send to 0712345678', '0712345678'],
    ['0712 345 678 M-Pesa', '0712 345 678'],
    ['0712 345 678 (M-Pesa)', '0712 345 678'],
    ['0712345678 Mpesa', '0712345678'],
    ['0712345678 M Pesa', '0712345678'],
    ['712 345 678 M-Pesa', '712 345 678'],
    ['0712345678 shillings', '0712345678'],
    ['0712345678 followers', '0712345678'],
    ['07-12-34-56-78', '07-12-34-56-78'],
    // A number dressed as a date with the rest beside it is still read whole.
    ['07.12.34 5678', '07.12.34 5678'],
  ])('finds the phone number in %j', (text, number) => {
    expect(findContactDetails(text)).toContainEqual({ kind: 'phone', text: number });
  });

  it('finds a phone number spelled out in words', () => {
    expect(kinds('call zero seven one two three four five six seven eight')).toEqual(['phone']);
    expect(kinds('it is 0 7 1 2 3 4 5 6 7 8')).toEqual(['phone']);
  });

  it.each([
    ['write to wanjiru@duka.co.ke', 'wanjiru@duka.co.ke'],
    ['Wanjiru.K+brand@Gmail.com.', 'Wanjiru.K+brand@Gmail.com'],
    ['wanjiru(at)gmail(dot)com', 'wanjiru(at)gmail(dot)com'],
    ['wanjiru [at] duka [dot] co', 'wanjiru [at] duka [dot] co'],
    ['wanjiru at duka dot com', 'wanjiru at duka dot com'],
    ['wanjiru (at) duka.co.ke', 'wanjiru (at) duka.co.ke'],
    ['email me, wanjiru at gmail', 'wanjiru at gmail'],
  ])('finds the email address in %j', (text, address) => {
    expect(findContactDetails(text)).toContainEqual({ kind: 'email', text: address });
  });

  it.each([
    ['Pay to till 512345', 'mpesa'],
    ['Till number: 5123456', 'mpesa'],
    ['Buy goods 123456 please', 'mpesa'],
    ['Paybill 247247 account 0712345678', 'mpesa'],
    ['pay bill no. 400200', 'mpesa'],
    ['Lipa na M-Pesa 889900', 'mpesa'],
    ['paypal.me/wanjiruK', 'paypal'],
    ['https://www.paypal.com/paypalme/amara/50', 'paypal'],
    ['cash.app/$amara', 'paypal'],
    ['IBAN GB82 WEST 1234 5698 7654 32', 'iban'],
    ['DE89370400440532013000', 'iban'],
    ['account number 0123456789012', 'account'],
    ['A/C 1234567890, Equity', 'account'],
    ['acc no: 01109876543', 'account'],
    ['SWIFT EQBLKENA', 'account'],
    ['bank account 11122233', 'account'],
    ['send it to 1234567890123', 'account'],
    ['sort code 12-34-56', 'account'],
    ['SWIFT: EQBLKENA', 'account'],
    ['swift code eqblkena', 'account'],
    ['BIC EQBLKENAXXX', 'account'],
    // "till" with its number word, a colon or a figure that is not round is a till; "till 10 000 views" is not (below).
    ['till number 123456', 'mpesa'],
    ['till no. 100000', 'mpesa'],
    ['till: 512345', 'mpesa'],
    ['till 123 456', 'mpesa'],
  ])('finds payment details in %j', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'The fee is KES 12,000 for two reels.',
    'Budget: KES 120 000 000 across the campaign',
    'KSh 1,250,000 or USD 9,500',
    'I can do it for 45000/=',
    'Post on 15/01/2026 or 2026-01-15, or 15.01.2026',
    'Between 10:00-12:00 EAT on Friday',
    'I have 1,200,000 followers and 250000 views a week',
    '2500000 impressions last month, 1200000 reach',
    'My reels reach 1.2M people; 350K followers on TikTok',
    'Three reels and two stories, 30 seconds each, by 12 March',
    'Order #4521 and SKU 88231 are in the brief',
    'Campaign 2026 runs from week 3 to week 9',
    'Meet at noon. Then we shoot at the shop.',
    'I will be at home dot not later than six',
    'See you at the launch.com event? No, at Sarit.',
    'one of the two reels, three stories and a live',
    'Room 1204, 3rd floor',
    'https://www.instagram.com/reel/C2abc123/',
    'The hashtag is #DukaDays2026',
    'A 60/40 split of 30000 is fine',
    // "swift" and "account" as English, date ranges, "till" as a preposition, round and counted figures.
    'We need a swift turnaround on the edit',
    'a swift response helps',
    'My account has 250000 followers',
    'the account has 250000',
    'Post between 15/01/2026 - 20/01/2026',
    '15/01/2026-20/01/2026 or 2026-01-15 - 2026-01-20',
    '15.01.2026 – 20.01.2026, or 15-20/01/2026, or 15/01/2026 to 20/01/2026',
    'Valid till 20/01/2026',
    'Keep it live till 10 000 views',
    'keep boosting till 10,000 views, or till 100000',
    'Budget: KES 110 250 500 in all',
    'We pay 110 000 000 across the region',
  ])('holds nothing in the ordinary message %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it('checks an IBAN by its check digits, so a code that only looks like one passes', () => {
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('GB83 WEST 1234 5698 7654 32')).toBe(false);
    expect(kinds('Promo code KE12ABCDEFGHIJKLMN')).toEqual([]);
  });

  it('says what to remove, as written, one line per finding', () => {
    const findings = findContactDetails('Call 0712 345 678 or mail me at wanjiru@duka.co.ke');
    expect(holdReasons(findings)).toEqual([
      'Remove an email address (“wanjiru@duka.co.ke”).',
      'Remove a phone number (“0712 345 678”).',
    ]);
  });
});
