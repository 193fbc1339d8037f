/**
 * A partner's referral code as its link carries it (`/register?ref=CODE`, issue 25): eight capitals and digits. Its
 * own module: the register route's search check reads it, and route options are in every page's first load.
 */
export const REFERRAL_CODE = /^[A-Z2-9]{8}$/;
