-- The owner's list sorted by stock either way, and its maxStock filter (low stock first): an
-- index walk of one page instead of a scan and sort of every product. Ends on seq, as every
-- list order does (decision 055).
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","seq");
