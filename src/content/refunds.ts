/**
 * What happens to money a brand puts in and does not spend (issue 19), said once for the FAQ and the terms: it is
 * what the local API does (mock-server/money/holds.ts, dispute-settlement.ts, brand-balance.ts, launch-quote.ts).
 */
export const moneyBack =
  'Money held for a campaign that is not paid to a creator goes back to the brand’s balance: the fee of a contract the brand cancels, ' +
  'what a dispute returns to the brand, and whatever is left when a campaign is completed or cancelled. ' +
  'The balance pays the brand’s next launch first, and the brand can withdraw it to M-Pesa, PayPal or a bank account, depending on region. ' +
  'Launch fees and plan payments are not refunded; cancelling a plan stops its renewal, and it stays until the paid period ends.';
