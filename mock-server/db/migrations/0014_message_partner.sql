ALTER TABLE "messages" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_partner" CHECK (("messages"."partner_id" is null) = ("messages"."partner_name" is null) and ("messages"."partner_id" is null or "messages"."sender_side" = 'brand'));