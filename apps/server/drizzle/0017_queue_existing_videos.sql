-- Issue 22: every lesson video uploaded before the HLS renditions existed is queued for them.
INSERT INTO "video_renditions" ("upload_id") SELECT "id" FROM "uploads" WHERE "purpose" = 'lesson-video' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload") SELECT 'video-renditions', jsonb_build_object('uploadId', "id") FROM "uploads" WHERE "purpose" = 'lesson-video';
