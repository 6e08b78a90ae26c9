ALTER TABLE "characters" ADD COLUMN "roll_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "roll_hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL;--> statement-breakpoint
-- The chain head of every character that already rolled: its last entry (src/db/rolls.ts).
UPDATE "characters" AS c SET "roll_seq" = last."seq", "roll_hash" = last."hash"
FROM (SELECT DISTINCT ON ("character_id") "character_id", "seq", "hash" FROM "rolls" ORDER BY "character_id", "seq" DESC) AS last
WHERE last."character_id" = c."id";--> statement-breakpoint
-- No awards marker is backfilled: the first awards run after this migration checks the history once and marks it.
ALTER TABLE "game_sessions" ADD COLUMN "awarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "awarded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "game_sessions_awards_due_idx" ON "game_sessions" USING btree ("id") WHERE "game_sessions"."status" = 'PLAYED' and "game_sessions"."awarded_at" is null;--> statement-breakpoint
CREATE INDEX "scenarios_awards_due_idx" ON "scenarios" USING btree ("id") WHERE "scenarios"."status" = 'COMPLETED' and "scenarios"."awarded_at" is null;