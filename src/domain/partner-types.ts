/**
 * Partners and their client brands (issue 25, docs/decisions/0020-partners.md): the shapes both the local API and
 * the app use.
 */
export const CLIENT_STATUSES = ['invited', 'active', 'declined', 'revoked', 'removed'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** What a brand lets its partner do. Money is never among them: the spending limit says how much, 0 none. */
export const CLIENT_PERMISSIONS = ['manageCampaigns', 'reviewDeliverables'] as const;
export type ClientPermission = (typeof CLIENT_PERMISSIONS)[number];

/** A partner's link to one client brand, from the invitation on. Amounts in KES minor units. */
export interface PartnerClient {
  id: string;
  partnerId: string;
  partnerName: string;
  /** The partner's own email, shown with its name so a brand knows who invites it. */
  partnerEmail: string;
  /** The brand's email the invitation went to. */
  email: string;
  brandId: string | null;
  /** The brand's company name once it answered, else null. */
  brandName: string | null;
  status: ClientStatus;
  manageCampaigns: boolean;
  reviewDeliverables: boolean;
  spendingLimit: number;
  /** The partner made the brand's account (a client brand with no owner on Sauti yet); its owner claims it. */
  createdByPartner: boolean;
  /** When the owner claimed the brand the partner made; null until then (and for an invited brand). */
  claimedAt: string | null;
  createdAt: string;
  answeredAt: string | null;
  endedAt: string | null;
}

/**
 * The kinds of record a partner's action is on (partner_actions.subject_type): a conversation is an application's
 * thread; an application is a creator's application or invitation to a campaign.
 */
export const PARTNER_SUBJECTS = ['campaign', 'deliverable', 'payment', 'conversation', 'application'] as const;
export type PartnerSubject = (typeof PARTNER_SUBJECTS)[number];

/** A client brand the partner made still waits for its owner to claim it: until then the owner cannot change the link. */
export const awaitsClaim = (c: Pick<PartnerClient, 'createdByPartner' | 'claimedAt'>): boolean => c.createdByPartner && c.claimedAt === null;

/** Who did a thing on a brand's behalf: stored on the record it changed, and shown with it. */
export interface ActedBy {
  partnerId: string;
  partnerName: string;
  action: string;
  at: string;
}

/** The action a partner's launch request records: the campaign, approved, waits for the brand to pay for it. */
export const LAUNCH_ASKED = 'asked the brand to pay for the launch';
export const launchAsked = (c: { status: string; actedBy?: ActedBy | null }): boolean => c.status === 'approved' && c.actedBy?.action === LAUNCH_ASKED;

/**
 * How a partner's acceptance it may not pay for begins (accepting holds the creator's fee, decision 0020): the brand
 * is asked, "asked the brand to accept {creator}’s application to “{campaign}”". It waits while the application is open.
 */
export const ACCEPT_ASKED = 'asked the brand to accept';
export const acceptAsked = (a: { status: string; actedBy?: ActedBy | null }): boolean =>
  (a.status === 'applied' || a.status === 'shortlisted') && a.actedBy?.action.startsWith(ACCEPT_ASKED) === true;

export const REFERRAL_STATUSES = ['signingUp', 'joined'] as const;
/** A brand that signed up through a partner's referral link: named once it has onboarded as a brand. */
export interface Referral {
  name: string | null;
  joinedAt: string;
  status: (typeof REFERRAL_STATUSES)[number];
}
export interface Referrals {
  code: string;
  items: Referral[];
}
