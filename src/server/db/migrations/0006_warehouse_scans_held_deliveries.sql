CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"directions" text NOT NULL,
	"date" date NOT NULL,
	"time_window" text NOT NULL,
	"weight_lb" numeric(10, 2) NOT NULL,
	"total_cents" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_time_window_check" CHECK ("deliveries"."time_window" in ('10:00am-12:00pm', '1:00pm-3:00pm', '4:00pm-6:00pm')),
	CONSTRAINT "deliveries_delivered_check" CHECK (("deliveries"."delivered_at" is null) = ("deliveries"."delivered_by" is null))
);
--> statement-breakpoint
CREATE TABLE "delivery_orders" (
	"delivery_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "delivery_orders_delivery_id_order_id_pk" PRIMARY KEY("delivery_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "held_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_in_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by" integer,
	CONSTRAINT "held_packages_checked_check" CHECK ("held_packages"."checked" = ("held_packages"."checked_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "package_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_packages" ADD CONSTRAINT "held_packages_package_in_id_package_ins_id_fk" FOREIGN KEY ("package_in_id") REFERENCES "public"."package_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_packages" ADD CONSTRAINT "held_packages_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_ins" ADD CONSTRAINT "package_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_undelivered_idx" ON "deliveries" USING btree ("date") WHERE "deliveries"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "deliveries_date_idx" ON "deliveries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "deliveries_user_idx" ON "deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "delivery_orders_order_idx" ON "delivery_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "held_packages_package_in_idx" ON "held_packages" USING btree ("package_in_id");--> statement-breakpoint
CREATE INDEX "held_packages_unchecked_idx" ON "held_packages" USING btree ("package_in_id") WHERE not "held_packages"."checked";--> statement-breakpoint
CREATE INDEX "package_ins_created_at_idx" ON "package_ins" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);