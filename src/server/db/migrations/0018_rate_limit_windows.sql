CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_failures_ip_idx";--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_at_idx" ON "rate_limit_windows" USING btree ("ends_at");