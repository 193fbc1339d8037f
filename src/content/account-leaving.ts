/**
 * Leaving with money: the deletion screen's warning and choice (issue 19). The server says the same in its 409. Apart
 * from account.ts, which the signed-in shell loads first (decision 0008): only the settings page reads this.
 */
export const leaving = {
  held: (amounts: string, brand: boolean) => (brand ? `Your brand balance holds ${amounts}.` : `You have ${amounts} available.`),
  orFinalPayout: (method: string) => `Withdraw it before you delete your account, or confirm a final payout to your saved ${method}.`,
  noMethod: (brand: boolean) => `Withdraw it before you delete your account: add a payout method in your ${brand ? 'balance' : 'earnings'} to take it out.`,
  toMoney: (brand: boolean) => (brand ? 'Go to your balance' : 'Go to your earnings'),
  finalPayout: (amounts: string, destination: string) => `Pay out ${amounts} to ${destination} and delete my account`,
  methods: { mpesa: 'M-Pesa number', paypal: 'PayPal account', bank: 'bank account' },
  paidOut: 'Your final payout has started.',
} as const;
