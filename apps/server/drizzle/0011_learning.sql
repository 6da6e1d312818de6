CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"paper" jsonb NOT NULL,
	"answers" jsonb,
	"score" integer,
	"max_score" integer,
	"percent" integer,
	"passed" boolean,
	CONSTRAINT "quiz_attempts_user_lesson_number_key" UNIQUE("user_id","lesson_id","number"),
	CONSTRAINT "quiz_attempts_status_check" CHECK ("quiz_attempts"."status" in ('open','graded','timed_out'))
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"explanation" text,
	"options" jsonb NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_questions_kind_check" CHECK ("quiz_questions"."kind" in ('single','multiple','true_false'))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"pass_mark_percent" integer NOT NULL,
	"max_attempts" integer,
	"time_limit_seconds" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"display" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_pass_mark_check" CHECK ("quizzes"."pass_mark_percent" between 1 and 100),
	CONSTRAINT "quizzes_max_attempts_check" CHECK ("quizzes"."max_attempts" is null or "quizzes"."max_attempts" > 0),
	CONSTRAINT "quizzes_time_limit_check" CHECK ("quizzes"."time_limit_seconds" is null or "quizzes"."time_limit_seconds" > 0),
	CONSTRAINT "quizzes_display_check" CHECK ("quizzes"."display" in ('all','one'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"instructor_name" text NOT NULL,
	"video_seconds" double precision NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credential" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" uuid,
	CONSTRAINT "certificates_user_course_key" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_captions" (
	"lesson_id" uuid NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"vtt" text NOT NULL,
	"cue_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_captions_lesson_id_language_pk" PRIMARY KEY("lesson_id","language")
);
--> statement-breakpoint
CREATE TABLE "lesson_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"accepted_reply_id" uuid,
	"instructor_replied_at" timestamp with time zone,
	"asker_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"by_instructor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessons" ALTER COLUMN "video_upload_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "kind" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "instructor_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "instructor_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_lesson_id_quizzes_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."quizzes"("lesson_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_replies" ADD CONSTRAINT "question_replies_question_id_lesson_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_replies" ADD CONSTRAINT "question_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_idx" ON "quiz_attempts" USING btree ("user_id","lesson_id") WHERE "quiz_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quiz_attempts_lesson_idx" ON "quiz_attempts" USING btree ("lesson_id","status","passed");--> statement-breakpoint
CREATE INDEX "quiz_attempts_course_user_idx" ON "quiz_attempts" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_lesson_idx" ON "quiz_questions" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_questions_lesson_idx" ON "lesson_questions" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_questions_course_new_idx" ON "lesson_questions" USING btree ("course_id","instructor_replied_at");--> statement-breakpoint
CREATE INDEX "lesson_questions_author_idx" ON "lesson_questions" USING btree ("author_id","last_reply_at");--> statement-breakpoint
CREATE INDEX "question_replies_question_idx" ON "question_replies" USING btree ("question_id","created_at");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_kind_check" CHECK ("lessons"."kind" in ('video','quiz'));--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_check" CHECK (("lessons"."kind" = 'video') = ("lessons"."video_upload_id" is not null));--> statement-breakpoint
-- ---- insights (issue 20 item 6): the figures of a course's insight page kept by triggers in the writing
-- transaction (see docs/decisions.md, "Instructor insight at scale"): per lesson how many progress rows,
-- completions, first quiz attempts and graded attempts (with their percents) it has; per learner and
-- course how many lessons are completed. The index of the learners page.
CREATE TABLE "lesson_funnel" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"attempted" integer DEFAULT 0 NOT NULL,
	"graded_attempts" integer DEFAULT 0 NOT NULL,
	"graded_percent_sum" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_progress" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_lessons" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_funnel" ADD CONSTRAINT "lesson_funnel_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_progress" ADD CONSTRAINT "learner_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_progress" ADD CONSTRAINT "learner_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_progress_course_idx" ON "learner_progress" USING btree ("course_id","completed_lessons");--> statement-breakpoint
CREATE INDEX "enrolments_course_created_idx" ON "enrolments" USING btree ("course_id","created_at","id");--> statement-breakpoint
INSERT INTO lesson_funnel (lesson_id, started, finished, attempted, graded_attempts, graded_percent_sum)
  SELECT l.id, coalesce(p.n, 0), coalesce(p.done, 0), coalesce(a.n, 0), coalesce(a.graded, 0), coalesce(a.percents, 0)
  FROM lessons l
  LEFT JOIN (SELECT lesson_id, count(*)::int AS n, count(completed_at)::int AS done FROM lesson_progress GROUP BY lesson_id) p
    ON p.lesson_id = l.id
  LEFT JOIN (
    SELECT lesson_id, count(*) FILTER (WHERE number = 1)::int AS n,
      count(percent) FILTER (WHERE status <> 'open')::int AS graded,
      coalesce(sum(percent) FILTER (WHERE status <> 'open'), 0)::bigint AS percents
    FROM quiz_attempts GROUP BY lesson_id
  ) a ON a.lesson_id = l.id;--> statement-breakpoint
INSERT INTO learner_progress (user_id, course_id, completed_lessons)
  SELECT user_id, course_id, count(*)::int FROM lesson_progress WHERE completed_at IS NOT NULL GROUP BY user_id, course_id;--> statement-breakpoint
-- New and deleted progress rows (one statement for a bulk write or a cascade); a row's completion set or
-- cleared by an update is counted by the row trigger below, which fires only then (not on position reports).
-- A progress row never changes its learner or lesson.
CREATE FUNCTION lesson_progress_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lesson_funnel AS f (lesson_id, started, finished)
      SELECT lesson_id, count(*)::int, count(completed_at)::int FROM new_rows GROUP BY lesson_id ORDER BY lesson_id
      ON CONFLICT (lesson_id) DO UPDATE SET started = f.started + excluded.started, finished = f.finished + excluded.finished;
    INSERT INTO learner_progress AS p (user_id, course_id, completed_lessons)
      SELECT user_id, course_id, count(*)::int FROM new_rows WHERE completed_at IS NOT NULL
      GROUP BY user_id, course_id ORDER BY user_id, course_id
      ON CONFLICT (user_id, course_id) DO UPDATE SET completed_lessons = p.completed_lessons + excluded.completed_lessons;
  ELSE
    UPDATE lesson_funnel f SET started = f.started - a.n, finished = f.finished - a.done
      FROM (SELECT lesson_id, count(*)::int AS n, count(completed_at)::int AS done FROM old_rows GROUP BY lesson_id) a
      WHERE f.lesson_id = a.lesson_id;
    UPDATE learner_progress p SET completed_lessons = p.completed_lessons - a.done
      FROM (SELECT user_id, course_id, count(*)::int AS done FROM old_rows WHERE completed_at IS NOT NULL GROUP BY user_id, course_id) a
      WHERE p.user_id = a.user_id AND p.course_id = a.course_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lesson_progress_insights_insert AFTER INSERT ON lesson_progress REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lesson_progress_insights();--> statement-breakpoint
CREATE TRIGGER lesson_progress_insights_delete AFTER DELETE ON lesson_progress REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lesson_progress_insights();--> statement-breakpoint
CREATE FUNCTION lesson_progress_completion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d integer := CASE WHEN NEW.completed_at IS NULL THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO lesson_funnel AS f (lesson_id, finished) VALUES (NEW.lesson_id, d)
    ON CONFLICT (lesson_id) DO UPDATE SET finished = f.finished + d;
  INSERT INTO learner_progress AS p (user_id, course_id, completed_lessons) VALUES (NEW.user_id, NEW.course_id, d)
    ON CONFLICT (user_id, course_id) DO UPDATE SET completed_lessons = p.completed_lessons + d;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lesson_progress_completion AFTER UPDATE ON lesson_progress FOR EACH ROW
  WHEN ((OLD.completed_at IS NULL) <> (NEW.completed_at IS NULL))
  EXECUTE FUNCTION lesson_progress_completion();--> statement-breakpoint
-- Quiz attempts: a learner's first attempt counts them as having reached the quiz; a graded (or timed out)
-- attempt adds to the quiz's graded attempts and their percents.
CREATE FUNCTION quiz_attempts_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lesson_funnel AS f (lesson_id, attempted, graded_attempts, graded_percent_sum)
      SELECT lesson_id, count(*) FILTER (WHERE number = 1)::int,
        count(percent) FILTER (WHERE status <> 'open')::int,
        coalesce(sum(percent) FILTER (WHERE status <> 'open'), 0)::bigint
      FROM new_rows GROUP BY lesson_id ORDER BY lesson_id
      ON CONFLICT (lesson_id) DO UPDATE SET attempted = f.attempted + excluded.attempted,
        graded_attempts = f.graded_attempts + excluded.graded_attempts,
        graded_percent_sum = f.graded_percent_sum + excluded.graded_percent_sum;
  ELSE
    UPDATE lesson_funnel f SET attempted = f.attempted - a.n, graded_attempts = f.graded_attempts - a.graded,
        graded_percent_sum = f.graded_percent_sum - a.percents
      FROM (
        SELECT lesson_id, count(*) FILTER (WHERE number = 1)::int AS n,
          count(percent) FILTER (WHERE status <> 'open')::int AS graded,
          coalesce(sum(percent) FILTER (WHERE status <> 'open'), 0)::bigint AS percents
        FROM old_rows GROUP BY lesson_id
      ) a
      WHERE f.lesson_id = a.lesson_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_attempts_insights_insert AFTER INSERT ON quiz_attempts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_attempts_insights();--> statement-breakpoint
CREATE TRIGGER quiz_attempts_insights_delete AFTER DELETE ON quiz_attempts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_attempts_insights();--> statement-breakpoint
CREATE FUNCTION quiz_attempts_graded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := OLD.status <> 'open' AND OLD.percent IS NOT NULL;
  now_graded boolean := NEW.status <> 'open' AND NEW.percent IS NOT NULL;
BEGIN
  INSERT INTO lesson_funnel AS f (lesson_id, graded_attempts, graded_percent_sum)
    VALUES (NEW.lesson_id, now_graded::int - was::int,
      CASE WHEN now_graded THEN NEW.percent ELSE 0 END - CASE WHEN was THEN OLD.percent ELSE 0 END)
    ON CONFLICT (lesson_id) DO UPDATE SET graded_attempts = f.graded_attempts + excluded.graded_attempts,
      graded_percent_sum = f.graded_percent_sum + excluded.graded_percent_sum;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_attempts_graded AFTER UPDATE ON quiz_attempts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.percent IS DISTINCT FROM NEW.percent)
  EXECUTE FUNCTION quiz_attempts_graded();--> statement-breakpoint
-- ---- insights: a course's paid revenue per calendar month of the college's time zone, kept by a trigger on
-- orders. The time zone the months are cut in is stored (insights_state); when the app's TIME_ZONE differs the
-- insights service stores the new one and rebuilds the months (course_revenue_rebuild) in one transaction.
CREATE TABLE "insights_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "insights_state_single_row" CHECK ("insights_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "course_revenue_months" (
	"course_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_revenue_months_course_id_month_pk" PRIMARY KEY("course_id","month")
);
--> statement-breakpoint
ALTER TABLE "course_revenue_months" ADD CONSTRAINT "course_revenue_months_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO insights_state (id, time_zone) VALUES (1, 'Asia/Kolkata');--> statement-breakpoint
CREATE FUNCTION course_revenue_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM course_revenue_months;
  INSERT INTO course_revenue_months (course_id, month, amount_paise, sales)
    SELECT course_id, to_char(created_at AT TIME ZONE (SELECT time_zone FROM insights_state WHERE id = 1), 'YYYY-MM'),
      sum(price_paise), count(*)::int
    FROM orders WHERE status = 'Approval' GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT course_revenue_rebuild();--> statement-breakpoint
-- Paid orders added (inserted as Approval, or becoming Approval) and taken away (deleted, or no longer
-- Approval); an update that changes neither whether an order is paid nor its course, price or date changes nothing.
CREATE FUNCTION orders_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM insights_state WHERE id = 1);
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO course_revenue_months AS m (course_id, month, amount_paise, sales)
      SELECT course_id, to_char(created_at AT TIME ZONE tz, 'YYYY-MM'), sum(price_paise), count(*)::int
      FROM new_rows WHERE status = 'Approval' GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (course_id, month) DO UPDATE
        SET amount_paise = m.amount_paise + excluded.amount_paise, sales = m.sales + excluded.sales;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE course_revenue_months m SET amount_paise = m.amount_paise - a.amount, sales = m.sales - a.n
      FROM (SELECT course_id, to_char(created_at AT TIME ZONE tz, 'YYYY-MM') AS month, sum(price_paise) AS amount, count(*)::int AS n
            FROM old_rows WHERE status = 'Approval' GROUP BY 1, 2) a
      WHERE m.course_id = a.course_id AND m.month = a.month;
  ELSE
    -- The orders whose part in the revenue changed (twice the same test: one statement each way).
    UPDATE course_revenue_months m SET amount_paise = m.amount_paise - a.amount, sales = m.sales - a.n
      FROM (SELECT o.course_id, to_char(o.created_at AT TIME ZONE tz, 'YYYY-MM') AS month, sum(o.price_paise) AS amount, count(*)::int AS n
            FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE o.status = 'Approval' AND (n.status <> 'Approval' OR o.price_paise <> n.price_paise
              OR o.created_at <> n.created_at OR o.course_id <> n.course_id)
            GROUP BY 1, 2) a
      WHERE m.course_id = a.course_id AND m.month = a.month;
    INSERT INTO course_revenue_months AS m (course_id, month, amount_paise, sales)
      SELECT n.course_id, to_char(n.created_at AT TIME ZONE tz, 'YYYY-MM'), sum(n.price_paise), count(*)::int
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'Approval' AND (o.status <> 'Approval' OR o.price_paise <> n.price_paise
        OR o.created_at <> n.created_at OR o.course_id <> n.course_id)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (course_id, month) DO UPDATE
        SET amount_paise = m.amount_paise + excluded.amount_paise, sales = m.sales + excluded.sales;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_revenue_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_revenue();--> statement-breakpoint
CREATE TRIGGER orders_revenue_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_revenue();--> statement-breakpoint
CREATE TRIGGER orders_revenue_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_revenue();
