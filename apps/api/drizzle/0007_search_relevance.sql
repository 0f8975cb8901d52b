ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- A product's search document: title A, brand and category names B, description C. English
-- stemming, so "phones" finds "phone"; the names come from their tables, hence triggers rather
-- than a generated column.
CREATE FUNCTION "products_search_document"(
  "p_title" text, "p_description" text, "p_category_id" text, "p_brand_id" text
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, p_title), 'A')
    || setweight(to_tsvector('english'::regconfig,
         coalesce((SELECT b.name FROM brands b WHERE b.id = p_brand_id), '') || ' ' ||
         coalesce((SELECT c.name FROM categories c WHERE c.id = p_category_id), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, p_description), 'C')
$$;--> statement-breakpoint
CREATE FUNCTION "products_search_vector_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := products_search_document(
    NEW.title, NEW.description, NEW.category_id, NEW.brand_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_vector_fill"
  BEFORE INSERT OR UPDATE OF "title", "description", "category_id", "brand_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_vector_fill"();--> statement-breakpoint
CREATE FUNCTION "products_search_vector_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE products
      SET search_vector = products_search_document(title, description, category_id, brand_id)
      WHERE brand_id = NEW.id;
  ELSE
    UPDATE products
      SET search_vector = products_search_document(title, description, category_id, brand_id)
      WHERE category_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_search_vector_rename"
  AFTER UPDATE OF "name" ON "brands"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "products_search_vector_rename"();--> statement-breakpoint
CREATE TRIGGER "categories_search_vector_rename"
  AFTER UPDATE OF "name" ON "categories"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "products_search_vector_rename"();--> statement-breakpoint
UPDATE "products"
  SET "search_vector" = products_search_document("title", "description", "category_id", "brand_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);
