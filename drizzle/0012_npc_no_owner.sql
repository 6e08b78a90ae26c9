-- Hand-written: an NPC is the GM's and has no owner (docs/architecture.md §Data integrity). No path
-- of the app writes one with an owner, but a store imported before the archive import refused them
-- (docs/archive.md §Refusals), or edited by hand, may hold one: it is given back to the GM first,
-- so that such a store still migrates. The version moves, as when a removed player's PCs lose
-- their owner (removePlayer): a sheet read before must not be written back as if nothing changed.
UPDATE "characters" SET "owner_id" = NULL, "version" = "version" + 1 WHERE "kind" = 'NPC' AND "owner_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_npc_no_owner_ck" CHECK ("characters"."kind" <> 'NPC' or "characters"."owner_id" is null);
