import type { Application, Campaign, Contract, Match, Notification, Verification } from '../src/domain/campaign-types.ts';
import type { Deliverable } from '../src/domain/delivery-types.ts';
import type { Payment, PayoutDetails, Withdrawal } from '../src/domain/money-types.ts';
import type { Click, Conversion, TrackingLink } from '../src/domain/tracking-types.ts';

export const ROLES = ['brand', 'influencer', 'partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Purpose = 'login' | 'register';

export interface Trial {
  plan: string;
  startedAt: string;
  endsAt: string;
}

export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  avatar: string | null;
  createdAt: string;
  /** The free trial, once started; one per account. */
  trial?: Trial | null;
  /** When a requested deletion takes effect (ms since epoch); null or absent when none is scheduled. */
  deleteAt?: number | null;
}

/** A one-time code. Only its hash is ever stored. */
export interface OtpRecord {
  id: string;
  email: string;
  purpose: Purpose;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  status: 'active' | 'used' | 'dead';
}

/** A sign-in session. Only the token's hash is stored. */
export interface SessionRecord {
  id: string;
  accountId: string;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface SendRecord {
  email: string;
  at: number;
}

/** A saved profile; its fields follow the zod rules in routes/profiles.ts. */
export interface ProfileRecord {
  id: string;
  accountId: string;
  email: string;
  username?: string;
  [field: string]: unknown;
}

/** A creator's saved payout details, one record per creator. */
export interface PayoutDetailsRecord extends PayoutDetails {
  creatorId: string;
  updatedAt: string;
}

/** A campaign as stored: `acceptedCount` is derived from contracts when it is sent. */
export type CampaignRecord = Omit<Campaign, 'acceptedCount'>;

/** The collections of the committed seed, db.json: what the database is loaded from (mock-server/db/seed.ts). */
export interface SeedShape {
  accounts: Account[];
  campaigns: CampaignRecord[];
  campaignApplications: Application[];
  contracts: Contract[];
  verifications: Verification[];
  matches: Match[];
  notifications: Notification[];
  /** The payment-provider simulators' own state (development only). */
  darajaSim: unknown[];
  /** The money issue's ledger (mock-server/ledger/) and idempotency records (mock-server/idempotency.ts). */
  ledgerAccounts: unknown[];
  ledgerTransfers: unknown[];
  idempotencyKeys: unknown[];
  paypalSim: unknown[];
  /** Launch payments, creators' withdrawals and saved payout details (docs/decisions/0009-money.md). */
  payments: Payment[];
  withdrawals: Withdrawal[];
  payoutDetails: PayoutDetailsRecord[];
  /** Delivery: deliverables, trackable links, clicks, conversions and each brand's conversion webhook secret. */
  deliverables: Deliverable[];
  trackingLinks: TrackingLink[];
  clicks: Click[];
  conversions: Conversion[];
  webhookSecrets: { brandId: string; secret: string; createdAt: string }[];
  profiles: ProfileRecord[];
  otps: OtpRecord[];
  sessions: SessionRecord[];
  sends: SendRecord[];
  /** Contracts' terms and their creators' acceptances (issue 24), written by scripts/seed-terms.ts. */
  contractTerms?: unknown[];
  termsAcceptances?: unknown[];
  [collection: string]: unknown[] | undefined;
}
