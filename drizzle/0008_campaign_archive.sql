CREATE TABLE "campaign_imports" (
	"campaign_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"salt" text NOT NULL,
	"source_instance" text NOT NULL,
	"source_campaign_id" uuid NOT NULL,
	"format_version" integer NOT NULL,
	"keys" jsonb NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_imports_pk" PRIMARY KEY("campaign_id","generation")
);
--> statement-breakpoint
CREATE TABLE "placeholder_claims" (
	"campaign_id" uuid NOT NULL,
	"placeholder_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "placeholder_claims_pk" PRIMARY KEY("campaign_id","placeholder_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_imports" ADD CONSTRAINT "campaign_imports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_imports" ADD CONSTRAINT "campaign_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placeholder_claims" ADD CONSTRAINT "placeholder_claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placeholder_claims" ADD CONSTRAINT "placeholder_claims_placeholder_id_users_id_fk" FOREIGN KEY ("placeholder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placeholder_claims" ADD CONSTRAINT "placeholder_claims_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placeholder_claims_code_uq" ON "placeholder_claims" USING btree ("code_hash");