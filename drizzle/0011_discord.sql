CREATE TABLE "discord_accounts" (
	"discord_user_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"discord_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_channels" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"guild_id" text,
	"campaign_id" uuid NOT NULL,
	"linked_by" uuid,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"discord_user_id" text NOT NULL,
	"discord_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discord_accounts" ADD CONSTRAINT "discord_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_channels" ADD CONSTRAINT "discord_channels_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_channels" ADD CONSTRAINT "discord_channels_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discord_accounts_user_uq" ON "discord_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_channels_campaign_uq" ON "discord_channels" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "discord_interactions_expires_idx" ON "discord_interactions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "discord_link_codes_user_idx" ON "discord_link_codes" USING btree ("discord_user_id");