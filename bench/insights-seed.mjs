// The big course of the insights bench, seeded in SQL on top of the scale data set: the most
// enrolled published course is given to the bench's instructor, gets a quiz lesson (five questions
// with answer counters), and every learner of the set (40,000) is enrolled in it (a paid order each,
// over the last 12 months); each learner has progress on the first k lessons (k spread from 0 to
// all, fewer the further, the last one unfinished for some), and those who reached the quiz one or two graded attempts
// (a pass completes the quiz lesson). The counters (lesson_funnel, learner_progress) follow through
// the triggers, as they would live. Then VACUUM ANALYZE.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/dist/db/client.js';
import { fraction, step } from './seed-sql.mjs';

export async function seedBigCourse(app, ownerId) {
  const [course] = rowsOf(
    await app.db.execute(sql`select c.id, c.price_paise as "pricePaise",
        (select count(*)::int from lessons l where l.course_id = c.id) as "lessons"
      from courses c where c.is_published and c.deleted_at is null
      order by c.enrolment_count desc, c.created_at desc limit 1`),
  );
  const id = course.id;
  const quizPosition = course.lessons + 1;
  await step(
    app,
    'the big course: the owner, a quiz lesson',
    `update courses set instructor_id = '${ownerId}' where id = '${id}'`,
    `insert into lessons (course_id, position, title, kind) values ('${id}', ${quizPosition}, 'Final quiz', 'quiz')`,
    `insert into quizzes (lesson_id, pass_mark_percent, max_attempts)
     select id, 60, 3 from lessons where course_id = '${id}' and kind = 'quiz'`,
    `insert into quiz_questions (lesson_id, position, kind, prompt, options)
     select l.id, q, 'single', 'Question ' || q, '[]'::jsonb
     from lessons l cross join generate_series(1, 5) q where l.course_id = '${id}' and l.kind = 'quiz'`,
  );
  await step(
    app,
    'every learner enrolled in it (paid orders)',
    `insert into enrolments (user_id, course_id, created_at)
     select u.id, '${id}', now() - interval '360 days' * ${fraction('n', 2654435761)}
     from (select id, row_number() over (order by id) as n from users where role in ('Student', 'Lead')) u
     on conflict do nothing`,
    `insert into orders (user_id, user_email, instructor_id, course_id, course_title, price_paise, list_price_paise, provider, status,
       created_at, updated_at, captured_at)
     select e.user_id, u.email, c.instructor_id, c.id, c.title, c.price_paise, c.price_paise, 'sandbox', 'Approval',
       e.created_at - interval '1 minute', e.created_at, e.created_at
     from enrolments e join users u on u.id = e.user_id join courses c on c.id = e.course_id
     where e.course_id = '${id}'
       and not exists (select 1 from orders o where o.user_id = e.user_id and o.course_id = e.course_id and o.status = 'Approval')`,
  );
  // k = how far a learner got (0 .. all videos + the quiz), skewed towards the start (a real drop-off).
  const total = quizPosition;
  await step(
    app,
    'progress rows (drop-off over the lessons)',
    `with e as (select user_id, created_at, floor(${total + 1} * power(${fraction('abs(hashtext(user_id::text))', 2246822519)}, 1.5))::int as k
                from enrolments where course_id = '${id}')
     insert into lesson_progress (user_id, course_id, lesson_id, position_seconds, furthest_seconds, completed_at, updated_at)
     select e.user_id, '${id}', l.id, 60, 60,
       case when l.position < e.k or (l.position = e.k and e.k % 3 <> 0) then e.created_at + l.position * interval '1 day' end,
       e.created_at + l.position * interval '1 day'
     from e join lessons l on l.course_id = '${id}' and l.kind = 'video' and l.position <= e.k`,
  );
  await step(
    app,
    'quiz attempts (fail then pass, or one pass)',
    `with r as (select user_id, course_id, (select id from lessons where course_id = '${id}' and kind = 'quiz') as lesson_id,
                  abs(hashtext(user_id::text)) % 100 as h, updated_at
                from lesson_progress p
                where course_id = '${id}' and completed_at is not null
                  and lesson_id = (select id from lessons where course_id = '${id}' and position = ${course.lessons}))
     insert into quiz_attempts (user_id, course_id, lesson_id, number, status, paper, percent, passed, started_at, submitted_at)
     select user_id, course_id, lesson_id, n, 'graded', '{}'::jsonb,
       case when n = 1 and h < 40 then 20 + h else 60 + h % 41 end,
       not (n = 1 and h < 40), updated_at + n * interval '1 hour', updated_at + n * interval '1 hour' + interval '5 minutes'
     from r cross join generate_series(1, 2) n where n = 1 or h < 40`,
    `insert into lesson_progress (user_id, course_id, lesson_id, completed_at, updated_at)
     select user_id, course_id, lesson_id, max(submitted_at), max(submitted_at) from quiz_attempts
     where course_id = '${id}' and passed group by user_id, course_id, lesson_id
     on conflict do nothing`,
    `update quiz_questions q set answered_count = a.n, correct_count = (a.n * (0.35 + q.position * 0.12))::int
     from (select count(*)::int as n from quiz_attempts where course_id = '${id}' and status = 'graded') a
     where q.lesson_id = (select id from lessons where course_id = '${id}' and kind = 'quiz')`,
  );
  await step(app, 'VACUUM ANALYZE', 'vacuum analyze');
  const [counts] = rowsOf(
    await app.db.execute(sql`select
      (select count(*)::int from enrolments where course_id = ${id}) as enrolments,
      (select count(*)::int from lesson_progress where course_id = ${id}) as progress,
      (select count(*)::int from quiz_attempts where course_id = ${id}) as attempts,
      (select count(*)::int from enrolments) as "allEnrolments"`),
  );
  return { id, lessons: quizPosition, ...counts };
}
