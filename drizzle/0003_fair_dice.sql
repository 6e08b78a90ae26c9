CREATE TABLE "fairness_epochs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	"revealed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "rolls" ADD COLUMN "epoch_id" uuid;--> statement-breakpoint
ALTER TABLE "rolls" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "rolls" ADD COLUMN "mac" text;--> statement-breakpoint
ALTER TABLE "fairness_epochs" ADD CONSTRAINT "fairness_epochs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_epochs" ADD CONSTRAINT "fairness_epochs_revealed_by_users_id_fk" FOREIGN KEY ("revealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_epochs_campaign_number_uq" ON "fairness_epochs" USING btree ("campaign_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_epochs_open_uq" ON "fairness_epochs" USING btree ("campaign_id") WHERE "fairness_epochs"."revealed_at" is null;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_epoch_id_fairness_epochs_id_fk" FOREIGN KEY ("epoch_id") REFERENCES "public"."fairness_epochs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every existing campaign gets its first epoch, so a commitment is public before its next roll
-- (new campaigns get theirs from createCampaign). The seed comes from gen_random_uuid(), which
-- draws from the server's strong random source: 256 hashed bits holding 244 random ones.
INSERT INTO "fairness_epochs" ("campaign_id", "number", "seed", "commitment")
SELECT s."id", 1, s."seed", encode(sha256(decode(s."seed", 'hex')), 'hex')
FROM (
  SELECT c."id", encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') AS "seed"
  FROM "campaigns" c
  WHERE NOT EXISTS (SELECT 1 FROM "fairness_epochs" e WHERE e."campaign_id" = c."id")
) s;
