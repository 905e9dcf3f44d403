-- The site search kept in step incrementally (issue 34 item 8): the entities a write touched
-- (search_marks, filled by the triggers of db/search-marks.ts), and each entry's stem stored
-- with an index, so that rewriting a few entities finds the other entities of their stems.
CREATE TABLE "search_marks" (
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"mark" bigserial NOT NULL,
	CONSTRAINT "search_marks_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD COLUMN "stem" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(term, '[^ ]*[0-9][^ ]*', '', 'g'), ' +', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "search_entries_stem_idx" ON "search_entries" USING btree ("entity_type","stem");