CREATE TABLE "search_synonyms" (
	"position" integer PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_text_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_text_version_one" CHECK ("search_text_version"."one")
);
--> statement-breakpoint
INSERT INTO "search_text_version" ("one", "version") VALUES (true, 0);--> statement-breakpoint
-- Every statement that writes words a search can match moves the number on once (a bulk import
-- is one statement, one move); stock and price writes name none of these columns.
CREATE FUNCTION "search_text_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_text_version SET version = version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_text_version"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "title", "description", "category_id", "brand_id"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "search_text_version_bump"();--> statement-breakpoint
CREATE TRIGGER "brands_search_text_version"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name" ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_text_version_bump"();--> statement-breakpoint
CREATE TRIGGER "categories_search_text_version"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name" ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_text_version_bump"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_text_version"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_text_version_bump"();--> statement-breakpoint
-- The default list, once: the owner edits it in the admin, and a migration never runs again.
INSERT INTO "search_synonyms" ("position", "words") VALUES
  (1, ARRAY['earbuds', 'buds', 'tws', 'in-ear', 'earphones', 'airpods pro']),
  (2, ARRAY['headphones', 'headset', 'over-ear']),
  (3, ARRAY['speaker', 'soundbar', 'loudspeaker']),
  (4, ARRAY['laptop', 'notebook']),
  (5, ARRAY['phone', 'smartphone', 'mobile', 'cellphone']),
  (6, ARRAY['tv', 'television']),
  (7, ARRAY['smartwatch', 'watch', 'wearable']),
  (8, ARRAY['console', 'gaming']),
  (9, ARRAY['charger', 'adapter']),
  (10, ARRAY['ssd', 'storage', 'drive']),
  (11, ARRAY['mouse', 'mice']),
  (12, ARRAY['camera', 'mirrorless', 'dslr']);
