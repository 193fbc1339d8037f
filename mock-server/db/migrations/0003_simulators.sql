CREATE TABLE "daraja_b2c" (
	"originator_conversation_id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"command_id" text NOT NULL,
	"amount" integer NOT NULL,
	"party_a" text NOT NULL,
	"party_b" text NOT NULL,
	"remarks" text NOT NULL,
	"occasion" text NOT NULL,
	"result_url" text NOT NULL,
	"queue_time_out_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"delayed" boolean DEFAULT false NOT NULL,
	"eventual" text,
	"transaction_id" text,
	"resolved_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "daraja_b2c_status" CHECK ("daraja_b2c"."status" in ('pending', 'timed_out', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "daraja_stk" (
	"checkout_request_id" text PRIMARY KEY NOT NULL,
	"merchant_request_id" text NOT NULL,
	"short_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"amount" integer NOT NULL,
	"account_reference" text NOT NULL,
	"transaction_desc" text NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt" text,
	"resolved_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "daraja_stk_status" CHECK ("daraja_stk"."status" in ('pending', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "paypal_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_batch_id" text NOT NULL,
	"sender_batch_header" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_items" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"sender_batch_id" text NOT NULL,
	"status" text NOT NULL,
	"input" jsonb NOT NULL,
	"transaction_id" text,
	"changed_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text,
	"status" text NOT NULL,
	"purchase_unit" jsonb NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"capture" jsonb
);
--> statement-breakpoint
CREATE TABLE "paypal_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paypal_items" ADD CONSTRAINT "paypal_items_batch_id_paypal_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."paypal_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daraja_b2c_conversation" ON "daraja_b2c" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daraja_b2c_transaction" ON "daraja_b2c" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "daraja_b2c_open" ON "daraja_b2c" USING btree ("created_at") WHERE "daraja_b2c"."status" in ('pending', 'timed_out');--> statement-breakpoint
CREATE INDEX "daraja_stk_open" ON "daraja_stk" USING btree ("created_at") WHERE "daraja_stk"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "daraja_stk_receipt" ON "daraja_stk" USING btree ("receipt");--> statement-breakpoint
CREATE INDEX "paypal_batches_sender" ON "paypal_batches" USING btree ("sender_batch_id","created_at");--> statement-breakpoint
CREATE INDEX "paypal_items_batch" ON "paypal_items" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE INDEX "paypal_items_status" ON "paypal_items" USING btree ("status","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_orders_request" ON "paypal_orders" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_tokens_hash" ON "paypal_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "paypal_tokens_expiry" ON "paypal_tokens" USING btree ("expires_at");