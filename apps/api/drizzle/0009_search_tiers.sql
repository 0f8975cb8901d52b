-- The title's own document, for relevance's title tier: the weighted document's GIN index
-- cannot tell a title word from a description word, so "display" in every description made
-- the title tier recheck every product. Same expression as the A part of search_vector.
CREATE INDEX "products_title_search_idx" ON "products"
  USING gin (to_tsvector('english'::regconfig, "title")) WITH (fastupdate=false);
