export const ROLES = ['brand', 'influencer', 'partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Purpose = 'login' | 'register';

export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  avatar: string | null;
  createdAt: string;
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

export interface DbShape {
  accounts: Account[];
  otps: OtpRecord[];
  sessions: SessionRecord[];
  sends: SendRecord[];
  [collection: string]: unknown[];
}
