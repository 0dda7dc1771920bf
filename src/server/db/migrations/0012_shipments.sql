CREATE TABLE "package_c13" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"marked_by" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_qb_entries" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"value_cents" integer NOT NULL,
	"entry_date" date NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_qb_entries_value_check" CHECK ("package_qb_entries"."value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"path" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_attachments_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "shipment_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "shipment_boxes_shipment_id_key" UNIQUE("shipment_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipment_packages" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"box_id" integer,
	"position" integer NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"manifest_key" text,
	"carrier" text NOT NULL,
	"freight_cents" integer,
	"customs" text,
	"arrival_date" date NOT NULL,
	"notes" text,
	"calculations" jsonb,
	"notified_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_freight_check" CHECK ("shipments"."freight_cents" is null or "shipments"."freight_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "package_positions" ADD COLUMN "shipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "package_c13" ADD CONSTRAINT "package_c13_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_c13" ADD CONSTRAINT "package_c13_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_qb_entries" ADD CONSTRAINT "package_qb_entries_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_qb_entries" ADD CONSTRAINT "package_qb_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_attachments" ADD CONSTRAINT "shipment_attachments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_attachments" ADD CONSTRAINT "shipment_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_boxes" ADD CONSTRAINT "shipment_boxes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_packages" ADD CONSTRAINT "shipment_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_packages" ADD CONSTRAINT "shipment_packages_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_packages" ADD CONSTRAINT "shipment_packages_box_fk" FOREIGN KEY ("shipment_id","box_id") REFERENCES "public"."shipment_boxes"("shipment_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_attachments_shipment_idx" ON "shipment_attachments" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_boxes_name_idx" ON "shipment_boxes" USING btree ("shipment_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shipment_packages_shipment_idx" ON "shipment_packages" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "package_positions_unshipped_idx" ON "package_positions" USING btree ("created_at" DESC NULLS FIRST,"package_id" DESC NULLS FIRST) WHERE not "package_positions"."shipped";--> statement-breakpoint
-- package_positions.shipped follows shipment_packages, whoever writes those rows (the shipments
-- service, a cascade from a deleted shipment, a bulk load): once per statement, through its
-- transition table, so a shipment of 2,000 packages is one update.
CREATE FUNCTION package_positions_mark_shipped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE package_positions p SET shipped = true FROM added a WHERE p.package_id = a.package_id AND NOT p.shipped;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION package_positions_mark_unshipped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE package_positions p SET shipped = false FROM removed r WHERE p.package_id = r.package_id AND p.shipped;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER shipment_packages_shipped AFTER INSERT ON shipment_packages REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION package_positions_mark_shipped();--> statement-breakpoint
CREATE TRIGGER shipment_packages_unshipped AFTER DELETE ON shipment_packages REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION package_positions_mark_unshipped();
