CREATE TABLE "prealerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"courier" text,
	"vendor" text NOT NULL,
	"description" text NOT NULL,
	"value_cents" integer NOT NULL,
	"file_path" text,
	"file_name" text,
	"mime_type" text,
	"size_bytes" integer,
	"order_id" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prealerts_file_path_unique" UNIQUE("file_path"),
	CONSTRAINT "prealerts_value_check" CHECK ("prealerts"."value_cents" >= 0),
	CONSTRAINT "prealerts_received_check" CHECK (("prealerts"."order_id" is null) = ("prealerts"."received_at" is null)),
	CONSTRAINT "prealerts_file_check" CHECK (("prealerts"."file_path" is null) = ("prealerts"."file_name" is null))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_from" integer;--> statement-breakpoint
ALTER TABLE "prealerts" ADD CONSTRAINT "prealerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prealerts" ADD CONSTRAINT "prealerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prealerts_open_tracking_idx" ON "prealerts" USING btree (upper("tracking_number")) WHERE "prealerts"."order_id" is null;--> statement-breakpoint
CREATE INDEX "prealerts_open_created_idx" ON "prealerts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "prealerts"."order_id" is null;--> statement-breakpoint
CREATE INDEX "prealerts_user_idx" ON "prealerts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_from_users_id_fk" FOREIGN KEY ("sold_from") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_check" CHECK (("orders"."sold_at" is null) = ("orders"."sold_from" is null));