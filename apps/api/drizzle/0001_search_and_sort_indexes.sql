CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
DROP INDEX "products_rate_idx";--> statement-breakpoint
CREATE INDEX "products_title_lower_idx" ON "products" USING btree (lower("title"),"seq");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold","seq");--> statement-breakpoint
CREATE INDEX "products_rate_idx" ON "products" USING btree ("rate_avg","seq");