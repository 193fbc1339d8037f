/**
 * Trackable links and attribution (delivery issue; design reference §4), shared by the app and the local API.
 * Money is an integer in minor units with its currency beside it, as everywhere (docs/decisions/0007).
 */
import type { Currency } from './campaign-types.ts';

export const LINK_KINDS = ['web', 'whatsapp'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** One short link of a contract, `/r/{slug}`. Every link of a contract carries the contract's one code. */
export interface TrackingLink {
  id: string;
  slug: string;
  contractId: string;
  campaignId: string;
  brandId: string;
  creatorId: string;
  kind: LinkKind;
  /** Where `/r/{slug}` sends the visitor: the landing URL (UTM parameters are added per click) or a wa.me URL. */
  destination: string;
  /** e.g. `SAUTI-AMINA7`: the WhatsApp message's code and the M-Pesa Paybill account reference (≤20 characters). */
  code: string;
  createdAt: string;
}

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A counted click. Bots and HEAD requests are never recorded; the IP is kept only as a salted hash. */
export interface Click {
  /** The click id, passed on as `sid` so a later lead or sale can name it. */
  id: string;
  linkId: string;
  at: string;
  /** ISO 3166-1 alpha-2, or 'unknown'. */
  country: string;
  device: DeviceClass;
  /** The referring site's host, or null when the browser sent none. */
  referrer: string | null;
  /** HMAC-SHA256 of the IP under a server-side salt. */
  ipHash: string;
}

export const CONVERSION_TYPES = ['lead', 'sale'] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];

export const CONVERSION_SOURCES = ['manual', 'webhook', 'mpesa_c2b'] as const;
export type ConversionSource = (typeof CONVERSION_SOURCES)[number];

/** A lead or sale. `contractId` null means "unattributed"; a C2B payment with an unknown code has no campaign either. */
export interface Conversion {
  id: string;
  campaignId: string | null;
  contractId: string | null;
  brandId: string | null;
  type: ConversionType;
  /** Minor units. */
  amount: number;
  currency: Currency;
  source: ConversionSource;
  /** The sender's own id (an order number, an M-Pesa TransID): one record per source (and brand) and externalRef. */
  externalRef: string;
  clickId: string | null;
  code: string | null;
  at: string;
}
