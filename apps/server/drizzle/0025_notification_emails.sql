CREATE TABLE "chat_unread_emails" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seq" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_unread_emails_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("kind" in ('invitations', 'application_decisions', 'new_applicants', 'post_approvals', 'fix_requests', 'holds', 'payouts', 'unread_messages'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "chat_unread_emails" ADD CONSTRAINT "chat_unread_emails_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread_emails" ADD CONSTRAINT "chat_unread_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_unread_by_age" ON "chat" USING btree ("created_at") WHERE "read_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('application_received', 'application_accepted', 'application_rejected', 'invitation_received', 'invitation_accepted', 'invitation_declined', 'content_submitted', 'message_received', 'content_approved', 'content_needs_fix', 'content_resubmitted', 'content_held', 'hold_released', 'hold_voided', 'payout_paid', 'payout_failed'));