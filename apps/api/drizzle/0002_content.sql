CREATE TABLE "board_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"chapter_id" integer,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"photo" text,
	"term_start" integer NOT NULL,
	"term_end" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"instagram" text,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chapters_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text,
	"address" text,
	"city" text,
	"online_url" text,
	"map_url" text,
	"seats" integer,
	"price_member" integer DEFAULT 0 NOT NULL,
	"price_non_member" integer DEFAULT 0 NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"chapter_id" integer,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"permalink" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_permalink_unique" UNIQUE("permalink")
);
--> statement-breakpoint
CREATE TABLE "external_link_clicks" (
	"news_id" integer NOT NULL,
	"url" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "external_link_clicks_news_id_url_pk" PRIMARY KEY("news_id","url")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"permalink" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_type" text DEFAULT 'article' NOT NULL,
	"visibility" text DEFAULT 'Public' NOT NULL,
	"category_id" integer NOT NULL,
	"section" text,
	"cover_image" text,
	"video_url" text,
	"author_name" text NOT NULL,
	"editor_choice" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('indonesian', regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	CONSTRAINT "news_permalink_unique" UNIQUE("permalink")
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"reader_id" text NOT NULL,
	"news_id" integer NOT NULL,
	"day" date NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_reader_id_news_id_day_pk" PRIMARY KEY("reader_id","news_id","day")
);
--> statement-breakpoint
CREATE TABLE "news_tags" (
	"news_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "news_tags_news_id_tag_id_pk" PRIMARY KEY("news_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"permalink" text NOT NULL,
	"title" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_permalink_unique" UNIQUE("permalink")
);
--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_link_clicks" ADD CONSTRAINT "external_link_clicks_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_members_board_idx" ON "board_members" USING btree ("board","chapter_id","sort_order");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("published","starts_at");--> statement-breakpoint
CREATE INDEX "news_public_published_idx" ON "news" USING btree ("visibility","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_section_published_idx" ON "news" USING btree ("section","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ("search");--> statement-breakpoint
CREATE INDEX "news_title_upper_idx" ON "news" USING btree (upper(left("title", 1)),"category_id");--> statement-breakpoint
CREATE INDEX "news_reads_day_idx" ON "news_reads" USING btree ("day","news_id");--> statement-breakpoint
CREATE INDEX "news_tags_tag_idx" ON "news_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);