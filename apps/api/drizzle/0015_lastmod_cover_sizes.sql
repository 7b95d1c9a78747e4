ALTER TABLE "events" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cover_height" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "cover_height" integer;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Albums and photos stored before these columns: their last known change is the album's creation.
UPDATE "gallery_albums" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "gallery_images" SET "created_at" = a."created_at" FROM "gallery_albums" a WHERE a."id" = "gallery_images"."album_id";
