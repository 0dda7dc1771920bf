CREATE TABLE "credit_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"vendor" text NOT NULL,
	"description" text NOT NULL,
	"value_cents" integer NOT NULL,
	"fee_bp" integer NOT NULL,
	"processing_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payments_money_check" CHECK ("credit_payments"."value_cents" >= 0 and "credit_payments"."processing_fee_cents" >= 0 and "credit_payments"."total_cents" = "credit_payments"."value_cents" + "credit_payments"."processing_fee_cents")
);
--> statement-breakpoint
CREATE TABLE "eod_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"report_date" date NOT NULL,
	"beginning_cents" integer NOT NULL,
	"ending_cents" integer,
	"notes" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eod_reports_kind_check" CHECK ("eod_reports"."kind" in ('eod','acc'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "for_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "for_sale_by" integer;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eod_reports" ADD CONSTRAINT "eod_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_payments_created_idx" ON "credit_payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "eod_reports_kind_date_idx" ON "eod_reports" USING btree ("kind","report_date" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_for_sale_by_users_id_fk" FOREIGN KEY ("for_sale_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_for_sale_idx" ON "orders" USING btree ("for_sale_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."for_sale_at" is not null and "orders"."deleted_at" is null;