CREATE TABLE "post_context_snapshots" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"verified_followers" integer,
	"recent_media" jsonb
);
