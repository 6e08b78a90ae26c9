ALTER TABLE "campaigns" ADD COLUMN "webhook_endpoint_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "campaigns" SET "webhook_endpoint_count" = (SELECT count(*) FROM "webhook_endpoints" WHERE "webhook_endpoints"."campaign_id" = "campaigns"."id");--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "name_key" text;--> statement-breakpoint
-- Existing rows: the SQL closest to moduleNameKey (accents, case, spacing); new rows get the exact key from the app.
UPDATE "modules" SET "name_key" = lower(btrim(regexp_replace(translate(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]+', '', 'g'), '‐‑‒–—−’‘`´', '------''''''''' ), '\s+', ' ', 'g')));--> statement-breakpoint
-- Duplicates a race already let in keep their rows (nothing is deleted); only the first holds the key.
UPDATE "modules" SET "name_key" = "modules"."name_key" || '#' || "modules"."id"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "character_id", "name_key" ORDER BY "created_at", "id") AS "n"
        FROM "modules" WHERE "source" in ('PLAYER', 'ARCHETYPE', 'GM')) AS "d"
  WHERE "d"."id" = "modules"."id" AND "d"."n" > 1;--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "modules_character_name_key_uq" ON "modules" USING btree ("character_id","name_key") WHERE "modules"."source" in ('PLAYER', 'ARCHETYPE', 'GM');
