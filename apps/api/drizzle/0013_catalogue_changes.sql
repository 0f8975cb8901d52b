-- The catalogue log (decision 090): each committed change to a product writes its seq under the
-- catalogue version its transaction made, and a change to a category or brand writes seq 0.
-- An API process keeps the catalogue's numbers in memory and, when the version has moved, reads
-- only the rows the log names since its own version. The version is bumped at commit with its
-- row locked until the commit ends, so a reader that sees version V sees every change up to V.
CREATE TABLE "catalogue_changes" (
  "version" bigint NOT NULL,
  "seq" integer NOT NULL,
  PRIMARY KEY ("version", "seq")
);--> statement-breakpoint
INSERT INTO "catalogue_changes" ("version", "seq") SELECT "version", 0 FROM "catalogue_version";--> statement-breakpoint
-- Once per transaction, the version moves on (as in migration 0008); every row a trigger sees
-- is logged under it. Every 512th version, entries older than 20,000 versions go: a process
-- that far behind builds its numbers again.
CREATE OR REPLACE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made bigint;
BEGIN
  IF current_setting('electro.catalogue_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE catalogue_version SET version = version + 1 RETURNING version INTO made;
    PERFORM set_config('electro.catalogue_bumped', 'yes', true);
    PERFORM set_config('electro.catalogue_made', made::text, true);
    IF made % 512 = 0 THEN
      DELETE FROM catalogue_changes WHERE version <= made - 20000;
    END IF;
  ELSE
    made := current_setting('electro.catalogue_made')::bigint;
  END IF;
  -- Separate statements: a category's row has no seq to name, even in a branch not taken.
  IF TG_TABLE_NAME <> 'products' THEN
    INSERT INTO catalogue_changes (version, seq) VALUES (made, 0) ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_changes (version, seq) VALUES (made, OLD.seq) ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO catalogue_changes (version, seq) VALUES (made, NEW.seq) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
