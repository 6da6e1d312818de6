CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "courses_catalogue_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "enrolment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "student_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lead_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lesson_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "total_duration_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_admin_list_idx" ON "courses" USING btree ("created_at","id") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_featured_idx" ON "courses" USING btree ("enrolment_count","created_at","id") WHERE "courses"."is_published" and "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_catalogue_idx" ON "courses" USING btree ("created_at","id") WHERE "courses"."is_published" and "courses"."deleted_at" is null;--> statement-breakpoint
-- ---- Hand-written below: the functions and triggers that keep the course figures and the catalogue
-- version in the transaction of every write that changes them (see docs/decisions.md, "Scale").
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION course_learner_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET enrolment_count = f.n, student_count = f.s, lead_count = f.l
  FROM (
    SELECT c2.id, count(e.id)::int AS n,
      count(e.id) FILTER (WHERE u.role = 'Student')::int AS s,
      count(e.id) FILTER (WHERE u.role = 'Lead')::int AS l
    FROM courses c2
    LEFT JOIN enrolments e ON e.course_id = c2.id
    LEFT JOIN users u ON u.id = e.user_id
    WHERE c2.id = ANY(ids)
    GROUP BY c2.id
  ) f
  WHERE c.id = f.id
$$;--> statement-breakpoint
CREATE FUNCTION course_rating_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET rating_sum = f.total, rating_count = f.n
  FROM (
    SELECT c2.id, coalesce(sum(r.rating), 0)::int AS total, count(r.id)::int AS n
    FROM courses c2 LEFT JOIN reviews r ON r.course_id = c2.id
    WHERE c2.id = ANY(ids)
    GROUP BY c2.id
  ) f
  WHERE c.id = f.id
$$;--> statement-breakpoint
CREATE FUNCTION course_lesson_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET lesson_count = f.n, total_duration_seconds = f.seconds
  FROM (
    SELECT c2.id, count(l.id)::int AS n, coalesce(sum(l.duration_seconds), 0)::float8 AS seconds
    FROM courses c2 LEFT JOIN lessons l ON l.course_id = c2.id
    WHERE c2.id = ANY(ids)
    GROUP BY c2.id
  ) f
  WHERE c.id = f.id
$$;--> statement-breakpoint
UPDATE courses c SET search_text = c.title || E'\n' || u.name FROM users u WHERE u.id = c.instructor_id;--> statement-breakpoint
SELECT course_learner_figures(ARRAY(SELECT id FROM courses));--> statement-breakpoint
SELECT course_rating_figures(ARRAY(SELECT id FROM courses));--> statement-breakpoint
SELECT course_lesson_figures(ARRAY(SELECT id FROM courses));--> statement-breakpoint
-- New enrolments add to the counts (one statement for a bulk insert); any other change recounts the courses it touched.
CREATE FUNCTION enrolments_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses c SET
      enrolment_count = c.enrolment_count + a.n,
      student_count = c.student_count + a.s,
      lead_count = c.lead_count + a.l
    FROM (
      SELECT e.course_id, count(*)::int AS n,
        count(*) FILTER (WHERE u.role = 'Student')::int AS s,
        count(*) FILTER (WHERE u.role = 'Lead')::int AS l
      FROM new_rows e JOIN users u ON u.id = e.user_id
      GROUP BY e.course_id
    ) a
    WHERE c.id = a.course_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM course_learner_figures(ARRAY(SELECT DISTINCT course_id FROM old_rows));
  ELSE
    PERFORM course_learner_figures(ARRAY(SELECT course_id FROM old_rows UNION SELECT course_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER enrolments_figures_insert AFTER INSERT ON enrolments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolments_figures();--> statement-breakpoint
CREATE TRIGGER enrolments_figures_update AFTER UPDATE ON enrolments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolments_figures();--> statement-breakpoint
CREATE TRIGGER enrolments_figures_delete AFTER DELETE ON enrolments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolments_figures();--> statement-breakpoint
CREATE FUNCTION reviews_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses c SET rating_sum = c.rating_sum + a.total, rating_count = c.rating_count + a.n
    FROM (SELECT course_id, sum(rating)::int AS total, count(*)::int AS n FROM new_rows GROUP BY course_id) a
    WHERE c.id = a.course_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM course_rating_figures(ARRAY(SELECT DISTINCT course_id FROM old_rows));
  ELSE
    PERFORM course_rating_figures(ARRAY(SELECT course_id FROM old_rows UNION SELECT course_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_figures_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_figures();--> statement-breakpoint
CREATE TRIGGER reviews_figures_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_figures();--> statement-breakpoint
CREATE TRIGGER reviews_figures_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_figures();--> statement-breakpoint
CREATE FUNCTION lessons_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM course_lesson_figures(ARRAY(SELECT DISTINCT course_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM course_lesson_figures(ARRAY(SELECT DISTINCT course_id FROM old_rows));
  ELSE
    PERFORM course_lesson_figures(ARRAY(SELECT course_id FROM old_rows UNION SELECT course_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lessons_figures_insert AFTER INSERT ON lessons REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lessons_figures();--> statement-breakpoint
CREATE TRIGGER lessons_figures_update AFTER UPDATE ON lessons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lessons_figures();--> statement-breakpoint
CREATE TRIGGER lessons_figures_delete AFTER DELETE ON lessons REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lessons_figures();--> statement-breakpoint
-- The searchable text of a course: its title and its instructor's name (a newline between, which a search term cannot hold).
CREATE FUNCTION courses_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := NEW.title || E'\n' || coalesce((SELECT name FROM users WHERE id = NEW.instructor_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER courses_search_text BEFORE INSERT OR UPDATE OF title, instructor_id ON courses
  FOR EACH ROW EXECUTE FUNCTION courses_search_text();--> statement-breakpoint
CREATE FUNCTION instructor_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM courses WHERE instructor_id = NEW.id) THEN
    UPDATE courses SET search_text = title || E'\n' || NEW.name WHERE instructor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_instructor_renamed AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION instructor_renamed();--> statement-breakpoint
-- The catalogue version: up by one with every statement that writes what the catalogue shows. AFTER
-- triggers fire in name order, so "<table>_version" runs after "<table>_figures_*": every transaction
-- locks course rows before the version row, never the other way round (no deadlock between them).
CREATE FUNCTION catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER courses_version AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();--> statement-breakpoint
CREATE TRIGGER lessons_version AFTER INSERT OR UPDATE OR DELETE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();--> statement-breakpoint
CREATE TRIGGER enrolments_version AFTER INSERT OR UPDATE OR DELETE ON enrolments
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();--> statement-breakpoint
CREATE TRIGGER reviews_version AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
