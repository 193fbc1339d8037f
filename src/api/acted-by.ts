import * as v from 'valibot';

/** Who did a thing on a brand's behalf (issue 25; src/domain/partner-types.ts), on the records that keep it. */
export const ActedBySchema = v.object({ partnerId: v.string(), partnerName: v.string(), brandId: v.string(), action: v.string(), at: v.string() });
