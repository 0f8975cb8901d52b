-- One number that changes with every committed change to what a product list counts: products,
-- and the categories and brands whose slugs and names the filters resolve. A list's exact count
-- is kept per filter with the number it was read at, and the page's own statement reads the
-- number again, in the same snapshot as its rows (decision 054).
CREATE TABLE "catalogue_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
-- Deferred to the commit, and once per transaction: the row is locked only from the commit's
-- start to its end, after every statement has run, so two writers never wait on each other
-- while holding product rows (no deadlock), and a checkout of 5 lines bumps it once.
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('electro.catalogue_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE catalogue_version SET version = version + 1;
    PERFORM set_config('electro.catalogue_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "brands" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
