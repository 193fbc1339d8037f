ALTER TABLE "campaign_applications" ADD COLUMN "terms_acceptance" jsonb;--> statement-breakpoint
-- Briefs written before usage rights (issue 24) state none: each deliverable gets "rights": [] (the brand may only use
-- the posts where they were published), so every stored brief has the shape CampaignBrief says.
UPDATE "campaigns" SET "deliverables" = (
	SELECT coalesce(jsonb_agg(CASE WHEN e.d ? 'rights' THEN e.d ELSE e.d || '{"rights": []}'::jsonb END ORDER BY e.n), '[]'::jsonb)
	FROM jsonb_array_elements("campaigns"."deliverables") WITH ORDINALITY AS e(d, n)
) WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("campaigns"."deliverables") AS x(d) WHERE NOT x.d ? 'rights');
