CREATE TABLE "rate_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_versions_key_effective_from_key" UNIQUE("key","effective_from"),
	CONSTRAINT "rate_versions_value_check" CHECK ("rate_versions"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"duty_bp" integer NOT NULL,
	"levy_value" integer NOT NULL,
	"levy_kind" text DEFAULT 'percent' NOT NULL,
	"zero_rated" boolean DEFAULT false NOT NULL,
	"tariff_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_levy_kind_check" CHECK ("taxes"."levy_kind" in ('percent','per_unit')),
	CONSTRAINT "taxes_rates_check" CHECK ("taxes"."duty_bp" >= 0 and "taxes"."levy_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rate_versions" ADD CONSTRAINT "rate_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;