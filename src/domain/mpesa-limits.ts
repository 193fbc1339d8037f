/**
 * M-Pesa's largest STK Push (Lipa na M-Pesa) payment, in whole KES: the local API's Daraja config refuses more, and
 * the pricing copy states it. One number for both, so the page cannot promise what M-Pesa refuses.
 */
export const MPESA_STK_MAX_KES = 250_000;
