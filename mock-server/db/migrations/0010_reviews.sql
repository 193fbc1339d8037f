CREATE TABLE "creator_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"platforms" text[] NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"delivery_days" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "creator_packages_price" CHECK ("creator_packages"."price" > 0),
	CONSTRAINT "creator_packages_days" CHECK ("creator_packages"."delivery_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"seq" bigserial NOT NULL,
	CONSTRAINT "review_reports_status" CHECK ("review_reports"."status" in ('open', 'kept', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"author_side" text NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "reviews_side" CHECK ("reviews"."author_side" in ('brand', 'creator')),
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_reply" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_packages_creator" ON "creator_packages" USING btree ("creator_id","seq");--> statement-breakpoint
CREATE INDEX "creator_packages_price" ON "creator_packages" USING btree ("currency","price");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_created" ON "review_reports" USING btree ("status","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_contract_side" ON "reviews" USING btree ("contract_id","author_side");--> statement-breakpoint
CREATE INDEX "reviews_subject_created" ON "reviews" USING btree ("subject_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "contracts_brand_status" ON "contracts" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "deliverables_brand" ON "deliverables" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "disputes_brand_contract" ON "disputes" USING btree ("brand_id","contract_id");--> statement-breakpoint
-- Contracts that ended before this column existed: their end is the latest act the schema kept that ends one (a
-- deliverable's approval, a dispute's decision), so a contract started long ago but ended lately keeps its review
-- window; with neither (cancelled before any work), their start.
UPDATE "contracts" AS c SET "ended_at" = coalesce(greatest(
  (SELECT max(d."approved_at") FROM "deliverables" AS d WHERE d."contract_id" = c."id"),
  (SELECT max((s."resolution"->>'at')::timestamptz) FROM "disputes" AS s WHERE s."contract_id" = c."id" AND s."resolution" IS NOT NULL)
), c."created_at") WHERE c."status" <> 'active';
