-- Conversations (issue 23; docs/decisions/0018-messages.md): one thread per application, its messages, and the
-- single-use tickets that open a live stream. New messages and reads are announced with pg_notify on the
-- sauti_messages channel by the code that writes them, so PostgreSQL delivers them to every process at commit.
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"sender_side" text NOT NULL,
	"recipient_id" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "messages_sender_side" CHECK ("messages"."sender_side" in ('brand', 'creator')),
	CONSTRAINT "messages_body" CHECK (length("messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_thread_seq" ON "messages" USING btree ("application_id","seq");--> statement-breakpoint
CREATE INDEX "messages_unread" ON "messages" USING btree ("recipient_id","application_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "stream_tickets_expires" ON "stream_tickets" USING btree ("expires_at");