-- Hand-written: the catalogue's triggers lock in an order fixed in code (see docs/decisions.md, "Catalogue
-- triggers: one per table and event"). Migration 0008 gave enrolments, reviews and lessons two AFTER
-- statement triggers per event (the figures, then the version) and relied on PostgreSQL firing them in
-- name order; renaming one would have locked the version row before the course rows. Now each table and
-- event has one trigger, and its function does the two steps in this order:
--   1. the figures of the courses the statement touched (locks those course rows);
--   2. the catalogue version (locks the one version row).
-- apps/server/test/catalogue-triggers.test.ts lists every trigger of the database.
-- The nine figures triggers go with their functions (nothing else uses them), then the three version triggers.
DROP FUNCTION enrolments_figures(), reviews_figures(), lessons_figures() CASCADE;--> statement-breakpoint
DROP TRIGGER enrolments_version ON enrolments;--> statement-breakpoint
DROP TRIGGER reviews_version ON reviews;--> statement-breakpoint
DROP TRIGGER lessons_version ON lessons;--> statement-breakpoint
-- One function for the three tables. An insert of enrolments or reviews adds to the figures (one
-- statement for a bulk insert); any other write recounts the courses it touched. A transition table
-- exists only for the events that declare it, so each branch reads only its own.
CREATE FUNCTION catalogue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  -- Step 1: the figures (locks the course rows).
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'enrolments' THEN
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
  ELSIF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'reviews' THEN
    UPDATE courses c SET rating_sum = c.rating_sum + a.total, rating_count = c.rating_count + a.n
    FROM (SELECT course_id, sum(rating)::int AS total, count(*)::int AS n FROM new_rows GROUP BY course_id) a
    WHERE c.id = a.course_id;
  ELSE
    IF TG_OP = 'INSERT' THEN
      touched := ARRAY(SELECT DISTINCT course_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      touched := ARRAY(SELECT DISTINCT course_id FROM old_rows);
    ELSE
      touched := ARRAY(SELECT course_id FROM old_rows UNION SELECT course_id FROM new_rows);
    END IF;
    CASE TG_TABLE_NAME
      WHEN 'enrolments' THEN PERFORM course_learner_figures(touched);
      WHEN 'reviews' THEN PERFORM course_rating_figures(touched);
      WHEN 'lessons' THEN PERFORM course_lesson_figures(touched);
    END CASE;
  END IF;
  -- Step 2: the catalogue version (locks the version row, always after the course rows).
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with transition tables takes one event, hence three per table.
CREATE TRIGGER enrolments_catalogue_insert AFTER INSERT ON enrolments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER lessons_catalogue_insert AFTER INSERT ON lessons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER enrolments_catalogue_update AFTER UPDATE ON enrolments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER lessons_catalogue_update AFTER UPDATE ON lessons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER enrolments_catalogue_delete AFTER DELETE ON enrolments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER lessons_catalogue_delete AFTER DELETE ON lessons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
