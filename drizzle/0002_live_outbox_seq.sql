ALTER TABLE "outbox_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbox_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_seq_uq" ON "outbox_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "outbox_events_campaign_seq_idx" ON "outbox_events" USING btree ("campaign_id","seq");--> statement-breakpoint
-- Hand-written (live subscriptions, docs/live.md): every committed outbox row is announced on
-- the channel `outbox_events` as "<campaign uuid>:<seq>". NOTIFY is transactional: it is
-- delivered at commit, never for a rolled-back write, so every Node instance that LISTENs
-- learns of each event without any resolver publishing it.
CREATE FUNCTION "outbox_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_events', NEW.campaign_id::text || ':' || NEW.seq::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_events_notify" AFTER INSERT ON "outbox_events" FOR EACH ROW EXECUTE FUNCTION "outbox_events_notify"();
