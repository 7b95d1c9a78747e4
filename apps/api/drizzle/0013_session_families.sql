-- Sessions opened before families existed each form a family of their own (the session's id).
ALTER TABLE "auth_sessions" ADD COLUMN "family_id" uuid;--> statement-breakpoint
UPDATE "auth_sessions" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "auth_sessions" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "connect_codes" ADD COLUMN "family_id" uuid;--> statement-breakpoint
CREATE INDEX "auth_sessions_family_idx" ON "auth_sessions" USING btree ("family_id");
