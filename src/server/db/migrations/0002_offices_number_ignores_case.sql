ALTER TABLE "offices" DROP CONSTRAINT "offices_number_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "offices_number_lower_idx" ON "offices" USING btree (lower("number"));