CREATE TABLE "chat_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"campaign_id" uuid,
	"started_by" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_business_creator_unique" UNIQUE("business_id","creator_id"),
	CONSTRAINT "conversations_two_people" CHECK ("business_id" <> "creator_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "chat_sender_id_receiver_id_created_at_index";--> statement-breakpoint
DROP INDEX "chat_sender_id_created_at_index";--> statement-breakpoint
DROP INDEX "chat_receiver_id_created_at_index";--> statement-breakpoint
ALTER TABLE "chat" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "chat" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "chat" ADD COLUMN "client_id" uuid DEFAULT gen_random_uuid();--> statement-breakpoint
-- Existing messages (the spec's chat rows) become conversations, one per business and creator, numbered in the order
-- they were sent; the latest campaign a message named becomes the conversation's.
INSERT INTO "conversations" ("business_id", "creator_id", "campaign_id", "started_by", "last_seq", "last_message_at", "created_at")
SELECT m.business_id, m.creator_id,
       (array_agg(m.campaign_id ORDER BY m.created_at DESC, m.id DESC) FILTER (WHERE m.campaign_id IS NOT NULL))[1],
       (array_agg(m.sender_id ORDER BY m.created_at, m.id))[1],
       count(*), max(m.created_at), min(m.created_at)
FROM (
  SELECT c.*,
         CASE WHEN s.role = 'SMB' THEN c.sender_id ELSE c.receiver_id END AS business_id,
         CASE WHEN s.role = 'SMB' THEN c.receiver_id ELSE c.sender_id END AS creator_id
  FROM "chat" c JOIN "users" s ON s.id = c.sender_id
) m
GROUP BY m.business_id, m.creator_id;--> statement-breakpoint
UPDATE "chat" SET "conversation_id" = n.conversation_id, "seq" = n.seq
FROM (
  SELECT c.id, v.id AS conversation_id, row_number() OVER (PARTITION BY v.id ORDER BY c.created_at, c.id)::int AS seq
  FROM "chat" c
  JOIN "users" s ON s.id = c.sender_id
  JOIN "conversations" v
    ON v.business_id = CASE WHEN s.role = 'SMB' THEN c.sender_id ELSE c.receiver_id END
   AND v.creator_id = CASE WHEN s.role = 'SMB' THEN c.receiver_id ELSE c.sender_id END
) n
WHERE n.id = "chat"."id";--> statement-breakpoint
ALTER TABLE "chat" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat" ALTER COLUMN "client_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_business_id_last_message_at_index" ON "conversations" USING btree ("business_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_creator_id_last_message_at_index" ON "conversations" USING btree ("creator_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_unread" ON "chat" USING btree ("receiver_id","conversation_id") WHERE "read_at" is null;--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_conversation_seq_unique" UNIQUE("conversation_id","seq");--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_sender_client_id_unique" UNIQUE("sender_id","client_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('application_received', 'application_accepted', 'application_rejected', 'invitation_received', 'invitation_accepted', 'invitation_declined', 'content_submitted', 'message_received'));