ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- A cancelled order can no longer change, so its last update is when it was cancelled. When an
-- order already shipped was shipped is not known: it stays null rather than a guess.
UPDATE "orders" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';
