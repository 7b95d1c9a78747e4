CREATE TABLE "permalink_redirects" (
	"kind" text NOT NULL,
	"old_permalink" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permalink_redirects_kind_old_permalink_pk" PRIMARY KEY("kind","old_permalink")
);
--> statement-breakpoint
CREATE TABLE "event_share_visits" (
	"ref" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_share_visits_ref_visitor_id_pk" PRIMARY KEY("ref","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "event_share_visits" ADD CONSTRAINT "event_share_visits_ref_event_shares_ref_fk" FOREIGN KEY ("ref") REFERENCES "public"."event_shares"("ref") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permalink_redirects_target_idx" ON "permalink_redirects" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "event_shares_event_visitor_idx" ON "event_shares" USING btree ("event_id","visitor_id");