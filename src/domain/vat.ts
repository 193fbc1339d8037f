/**
 * Kenyan VAT on Sauti's own revenue (docs/decisions/0015-receipts.md): the launch fee, subscriptions and the
 * creators' commission are Sauti's fees, charged VAT-inclusive at 16%; a campaign budget held for creators and the
 * creators' earnings are not Sauti's revenue and carry no VAT.
 */
export const VAT_RATE = 0.16;

/** The VAT part of a VAT-inclusive amount, in minor units: gross × 16/116, rounded to the nearest unit. */
export const vatIncluded = (gross: number): number => Math.round((gross * VAT_RATE) / (1 + VAT_RATE));
