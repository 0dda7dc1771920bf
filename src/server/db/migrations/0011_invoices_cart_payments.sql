CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_ids" integer[] NOT NULL,
	"amount_cents" integer NOT NULL,
	"convenience_fee_cents" integer NOT NULL,
	"delivery_cost_cents" integer DEFAULT 0 NOT NULL,
	"delivery" jsonb,
	"last_four" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_status_check" CHECK ("card_payments"."status" in ('pending','recorded','declined','refunded','abandoned')),
	CONSTRAINT "card_payments_last_four_check" CHECK ("card_payments"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_invoice_id_pk" PRIMARY KEY("user_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_fees_amount_check" CHECK ("invoice_fees"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_manual_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_packages" (
	"invoice_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"actual_lb" integer NOT NULL,
	"dimensional_lb" integer NOT NULL,
	"charged_weight" integer NOT NULL,
	"shipping_rate_cents" integer DEFAULT 0 NOT NULL,
	"shipping_total_cents" integer DEFAULT 0 NOT NULL,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"duty_cents" integer DEFAULT 0 NOT NULL,
	"levy_cents" integer DEFAULT 0 NOT NULL,
	"overweight_cents" integer DEFAULT 0 NOT NULL,
	"hazard_cents" integer DEFAULT 0 NOT NULL,
	"fragile_cents" integer DEFAULT 0 NOT NULL,
	"storage_days" integer DEFAULT 0 NOT NULL,
	"storage_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_packages_invoice_id_package_id_pk" PRIMARY KEY("invoice_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"pseudo_id" text DEFAULT to_char(now() at time zone 'America/Nassau', 'YY') || '-' || to_char(nextval('invoice_number_seq'), 'FM999999000000') NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'generated' NOT NULL,
	"manual_type" text,
	"manual_tax_id" integer,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"type" text,
	"rates_date" date NOT NULL,
	"shipping_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"consolidation_fee_cents" integer DEFAULT 0 NOT NULL,
	"overweight_fee_cents" integer DEFAULT 0 NOT NULL,
	"hazard_fee_cents" integer DEFAULT 0 NOT NULL,
	"fragile_fee_cents" integer DEFAULT 0 NOT NULL,
	"us_pickup_fee_cents" integer DEFAULT 0 NOT NULL,
	"storage_fees_cents" integer DEFAULT 0 NOT NULL,
	"documentation_fee_cents" integer DEFAULT 0 NOT NULL,
	"insurance_cents" integer DEFAULT 0 NOT NULL,
	"duty_total_cents" integer DEFAULT 0 NOT NULL,
	"levy_total_cents" integer DEFAULT 0 NOT NULL,
	"processing_fee_cents" integer DEFAULT 0 NOT NULL,
	"fees_total_cents" integer DEFAULT 0 NOT NULL,
	"freight_tax_cents" integer DEFAULT 0 NOT NULL,
	"freight_vat_cents" integer DEFAULT 0 NOT NULL,
	"customs_vat_cents" integer DEFAULT 0 NOT NULL,
	"consolidation_vat_cents" integer DEFAULT 0 NOT NULL,
	"overweight_vat_cents" integer DEFAULT 0 NOT NULL,
	"hazard_vat_cents" integer DEFAULT 0 NOT NULL,
	"fragile_vat_cents" integer DEFAULT 0 NOT NULL,
	"pickup_vat_cents" integer DEFAULT 0 NOT NULL,
	"storage_vat_cents" integer DEFAULT 0 NOT NULL,
	"documentation_vat_cents" integer DEFAULT 0 NOT NULL,
	"fees_vat_cents" integer DEFAULT 0 NOT NULL,
	"vat_total_cents" integer DEFAULT 0 NOT NULL,
	"reg_total_cents" integer DEFAULT 0 NOT NULL,
	"reimbursement_total_cents" integer DEFAULT 0 NOT NULL,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"convenience_fee_cents" integer DEFAULT 0 NOT NULL,
	"cc_fee_cents" integer DEFAULT 0 NOT NULL,
	"grand_total_cents" integer DEFAULT 0 NOT NULL,
	"last_four_digits" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"paid_on" timestamp with time zone,
	"paid_by" integer,
	"payment_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('unpaid','approved','paid')),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" is null or "invoices"."type" in ('online','cash','check','card','bank')),
	CONSTRAINT "invoices_payment_type_check" CHECK ("invoices"."payment_type" is null or "invoices"."payment_type" in ('online','cash','check','card','bank')),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('generated','manual') and ("invoices"."kind" = 'manual') = ("invoices"."manual_type" is not null)),
	CONSTRAINT "invoices_paid_check" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_on" is not null) and ("invoices"."paid_on" is null) = ("invoices"."payment_type" is null)),
	CONSTRAINT "invoices_money_check" CHECK ("invoices"."value_cents" >= 0 and "invoices"."grand_total_cents" >= "invoices"."value_cents")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"type" text NOT NULL,
	"pnp" text,
	"amount_cents" integer NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" smallint,
	"card_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('online','cash','check','card','bank')),
	CONSTRAINT "transactions_branch_check" CHECK (("transactions"."type" in ('cash','check')) = ("transactions"."location_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "releases" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "card_payment_id" integer;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_fees" ADD CONSTRAINT "invoice_fees_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_manual_items" ADD CONSTRAINT "invoice_manual_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_packages" ADD CONSTRAINT "invoice_packages_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_packages" ADD CONSTRAINT "invoice_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_manual_tax_id_taxes_id_fk" FOREIGN KEY ("manual_tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_gateway_key_idx" ON "card_payments" USING btree ("gateway_key");--> statement-breakpoint
CREATE INDEX "card_payments_pending_idx" ON "card_payments" USING btree ("created_at") WHERE "card_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "cart_items_invoice_idx" ON "cart_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_fees_invoice_idx" ON "invoice_fees" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_manual_items_invoice_idx" ON "invoice_manual_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_packages_package_idx" ON "invoice_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pseudo_id_idx" ON "invoices" USING btree ("pseudo_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invoices"."status" <> 'paid';--> statement-breakpoint
CREATE INDEX "invoices_paid_on_idx" ON "invoices" USING btree ("paid_on") WHERE "invoices"."paid_on" is not null;--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_invoice_idx" ON "transactions" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_card_payment_idx" ON "deliveries" USING btree ("card_payment_id") WHERE "deliveries"."card_payment_id" is not null;--> statement-breakpoint
-- Out for delivery and Delivered hand packages over: an existing installation gets them as release points too.
UPDATE "checkpoints" SET "releases" = true WHERE "id" IN (22, 23);
