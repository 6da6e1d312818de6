// The data set of the scale bench (bench/scale.mjs), seeded in big SQL statements through the app's
// own database client: a college's catalogue at full size is 10,005 courses (~93 % published, 5 %
// drafts, 2 % deleted) by 400 instructors, ~50,000 lessons with durations (an upload row for every
// thumbnail and video), 40,000 learners (Students, 1 in 50 a Lead, over the ten teams), ~200,000
// enrolments skewed towards a few popular courses, a review on ~1 in 4 enrolments, and 1,000,000
// orders (one paid order per enrolment, the rest cancelled, rejected or pending). Every size
// scales with the number of courses; the orders have a knob of their own.
import { sql } from 'drizzle-orm';
import { CATEGORIES, LEVELS } from '@cms/contract';
import { rowsOf } from '../apps/server/dist/db/client.js';
import { fraction, step, textArray, bulkLoad, insertSharedPicture } from './seed-sql.mjs';

export const FULL_COURSES = 10_005;

/** The sizes for `courses` courses and `orders` orders (enrolments, learners and lessons follow the courses). */
export function scaleSizes(courses, orders) {
  const s = courses / FULL_COURSES;
  return {
    courses,
    instructors: Math.max(4, Math.round(courses / 25)),
    learners: Math.max(50, Math.round(40_000 * s)),
    enrolments: Math.round(200_000 * s),
    orders,
  };
}

/** Words of a text (spaces and line breaks between). */
const words = (text) => text.trim().split(/\s+/);
/** Items of a comma-separated text. */
const list = (text) => text.split(',').map((item) => item.trim());

const FIRST = words(`
  Aarav Diya Ishaan Kavya Rohan Saanvi Vihaan Ananya Arjun Meera Kabir Tara Aditya Priya Rahul Sneha
  Karthik Divya Vikram Lakshmi Nikhil Pooja Siddharth Neha
`);
const LAST = words(`
  Sharma Verma Iyer Reddy Nair Gupta Patel Rao Menon Das Kulkarni Joshi Banerjee Chowdhury Pillai
  Singh Mehta Agarwal Bhat Naidu
`);
/** Twenty topics, two of them Python ones: `search=python` matches ~10 % of the titles. */
const TOPICS = [
  ['Python Programming', 'Web Development'],
  ['Data Analysis with Python', 'Data Science'],
  ['React', 'Web Development'],
  ['Node.js', 'Web Development'],
  ['Data Science', 'Data Science'],
  ['Machine Learning', 'Machine Learning'],
  ['Deep Learning', 'Artificial Intelligence'],
  ['Generative AI', 'Artificial Intelligence'],
  ['Cloud Computing', 'Cloud Computing'],
  ['DevOps', 'DevOps'],
  ['Docker and Kubernetes', 'DevOps'],
  ['Ethical Hacking', 'Cybersecurity'],
  ['UI/UX Design', 'UI/UX Design'],
  ['SQL and Databases', 'Data Science'],
  ['Java', 'Other'],
  ['Android Development', 'Mobile Development'],
  ['Flutter', 'Mobile Development'],
  ['System Design', 'Other'],
  ['Digital Marketing', 'Digital Marketing'],
  ['Public Speaking', 'Personal Development'],
];
const KINDS = list(`
  Foundations, Bootcamp, Masterclass, in Practice, for Beginners, Advanced Topics, Projects, Deep Dive,
  Essentials, Workshop, Crash Course, Complete Guide
`);
const EDITIONS = ['', '', '', ': Hands-on', ': From Zero to Hero', ' (2025 Edition)', ': Interview Prep', ' for Teams'];
const LESSONS = list(`
  Setting up, Core concepts, Your first project, Working with data, Common patterns, Testing,
  Debugging, Performance, Security basics, Deployment, Case study, Best practices, Wrap-up
`);
const REVIEWS = [
  ['Did not match the description at all.', 'Too fast and the audio is poor.'],
  ['Some good parts but a lot of filler.', 'The examples are outdated.'],
  ['Decent overview, I expected more depth.', 'Fine for a start, the projects are small.'],
  ['Clear explanations and useful exercises.', 'Good pace, I would like more projects.'],
  ['Excellent course, the projects made everything click.', 'The best course I took this semester.'],
];

// Deterministic pseudo-random numbers, each from its own multiplier.
const M = [2654435761, 2246822519, 3266489917, 668265263, 374761393, 2870177450, 1181783497, 3432918353];

/** The learners' and the courses' popularity rank (0 = most enrolled): published ones, drafts never sold. */
const soldCourses = `select id, instructor_id, title, price_paise, created_at,
    row_number() over (order by ${fraction('extract(epoch from created_at)::bigint', M[5])}, id) - 1 as r
  from courses where is_published`;
const learnerRows = `select id, email, row_number() over (order by created_at, id) - 1 as n
  from users where role in ('Student', 'Lead')`;

export async function seedScale(app, sizes) {
  const { courses, instructors, learners, enrolments, orders } = sizes;
  const first = textArray(FIRST);
  const last = textArray(LAST);
  const [{ id: adminId }] = rowsOf(
    await app.db.execute(
      sql`insert into users (name, email, role) values ('Bench Admin', 'bench.admin@cms.local', 'Admin') returning id`,
    ),
  );
  const avatarId = await insertSharedPicture(app, adminId, {
    purpose: 'profile-image',
    storageKey: 'profiles/bench-avatar.png',
    size: 2048,
  });

  await step(
    app,
    `${instructors} instructors with profiles`,
    `with u as (
       insert into users (name, email, role, created_at)
       select ${first}[1 + (g * 7) % ${FIRST.length}] || ' ' || ${last}[1 + (g * 11 + g / ${FIRST.length}) % ${LAST.length}],
         'bench.instructor.' || g || '@cms.edu', 'Instructor', now() - interval '4 years' + g * interval '1 hour'
       from generate_series(0, ${instructors - 1}) g returning id, email)
     insert into instructor_profiles (user_id, roll_number, branch, gender, profile_upload_id, college, linked_in, git_hub, upi)
     select id, 'INS' || substring(email from '[0-9]+'), (array['CSE','IT','ECE','EEE','MECH','CIVIL'])[1 + length(email) % 6],
       (array['Male','Female','Transgender'])[1 + length(email) % 3], '${avatarId}',
       'College of ' || (array['Engineering','Technology','Science'])[1 + length(email) % 3], '', '', 'teach@okbank'
     from u`,
  );

  await step(
    app,
    `${learners.toLocaleString('en')} learners (1 in 50 a Lead), ten teams`,
    `with u as (
       insert into users (name, email, role, created_at)
       select ${first}[1 + g % ${FIRST.length}] || ' ' || ${last}[1 + (g / ${FIRST.length}) % ${LAST.length}],
         lower(${first}[1 + g % ${FIRST.length}]) || '.' || g || '@' || (array['gmail.com','cms.edu','outlook.com','yahoo.in'])[1 + g % 4],
         case when g % 50 = 0 then 'Lead' else 'Student' end,
         now() - interval '3 years' + g * (interval '3 years' / ${learners})
       from generate_series(0, ${learners - 1}) g returning id, email, role),
     n as (select id, role, substring(email from '\\.([0-9]+)@')::int as g from u),
     s as (insert into student_profiles (user_id, roll_number, branch, gender, profile_upload_id, team)
       select id, 'S' || g, (array['CSD','CAI','AID','CMS','CSC'])[1 + g % 5], (array['Male','Female','Other'])[1 + g % 3],
         '${avatarId}', 'Team-' || (1 + g % 10)
       from n where role = 'Student')
     insert into lead_profiles (user_id, roll_number, branch, gender, profile_upload_id, team)
     select id, 'L' || g, (array['CSD','CSM','CAI','CSC','AID'])[1 + g % 5], (array['Male','Female','Other'])[1 + g % 3],
       '${avatarId}', 'Team-' || (1 + (g / 50) % 10)
     from n where role = 'Lead'`,
  );

  const topics = textArray(TOPICS.map(([t]) => t));
  const categories = textArray(TOPICS.map(([, c]) => c));
  for (const [, c] of TOPICS) if (!CATEGORIES.includes(c)) throw new Error(`not a category: ${c}`);
  const topic = `(1 + floor(${TOPICS.length} * ${fraction('g', M[0])})::int)`;
  const kind = `(1 + floor(${KINDS.length} * ${fraction('g', M[1])})::int)`;
  await step(
    app,
    `${courses.toLocaleString('en')} courses (5 % drafts, 2 % deleted), thumbnails`,
    `with i as (select id, row_number() over (order by created_at, id) - 1 as n from users where role = 'Instructor'),
     c as (select g, ${topic} as topic, ${kind} as kind, ${fraction('g', M[2])} as u, gen_random_uuid() as thumb,
             now() - interval '3 years' + g * (interval '3 years' / ${courses}) as at,
             floor(${instructors} * power(${fraction('g', M[3])}, 1.5))::int as teacher
           from generate_series(0, ${courses - 1}) g),
     t as (select c.*, i.id as instructor_id from c join i on i.n = c.teacher),
     up as (insert into uploads (id, owner_id, purpose, storage_key, content_type, size, created_at)
            select thumb, instructor_id, 'course-thumbnail', 'course-thumbnails/' || thumb || '.jpg', 'image/jpeg',
              20000 + g % 90000, at from t)
     insert into courses (instructor_id, title, subtitle, description, category, level, objectives, requirements,
       price_paise, thumbnail_upload_id, is_published, deleted_at, created_at, updated_at)
     select instructor_id,
       ${topics}[topic] || ' ' || ${textArray(KINDS)}[kind] || ${textArray(EDITIONS)}[1 + g % ${EDITIONS.length}],
       'Learn ' || ${topics}[topic] || ' step by step, with projects you can show',
       repeat('A practical course on ' || ${topics}[topic] || ': short videos, exercises after every lesson and a final project reviewed by the instructor. ', 4),
       ${categories}[topic], ${textArray(LEVELS)}[1 + g % ${LEVELS.length}],
       'Understand the core ideas, Build a complete project, Prepare for interviews, Work in a team',
       'A laptop, Curiosity, Basic computer skills',
       (199 + floor(4800 * ${fraction('g', M[4])})::int) * 100, thumb,
       u >= 0.05, case when u >= 0.05 and u < 0.07 then at + interval '30 days' end, at, at + interval '2 days'
     from t order by at`,
  );

  const lessonCount = `3 + floor(5 * ${fraction('c.n', M[6])})::int`;
  await step(
    app,
    '3 to 7 lessons a course, video uploads',
    `with c as (select id, instructor_id, created_at, row_number() over (order by created_at, id) as n from courses),
     l as (select c.id as course_id, c.n, c.instructor_id, c.created_at, p, gen_random_uuid() as video,
             round((120 + 1680 * ${fraction('c.n * 8 + p', M[7])})::numeric, 1)::real as d
           from c cross join lateral generate_series(1, ${lessonCount}) p),
     up as (insert into uploads (id, owner_id, purpose, storage_key, content_type, size, duration_seconds, created_at)
            select video, instructor_id, 'lesson-video', 'lesson-videos/' || video || '.mp4', 'video/mp4',
              (d * 50000)::int, d, created_at from l)
     insert into lessons (course_id, position, title, free_preview, video_upload_id, duration_seconds)
     select course_id, p, case when p = 1 then 'Introduction' else ${textArray(LESSONS)}[1 + (p * 5 + length(course_id::text)) % ${LESSONS.length}] end,
       p = 1 and ${fraction('n', M[1])} < 0.6, video, d
     from l`,
  );

  // Learner i % L takes the (i / L)-th draw: rank floor(P * u²) (a few courses hold most learners).
  // A learner drawing the same course twice (rare) keeps one enrolment.
  const draws = enrolments;
  await bulkLoad(app, 'enrolments', () =>
    step(
      app,
      `~${enrolments.toLocaleString('en')} enrolments, skewed popularity`,
      `with c as (${soldCourses}), l as (${learnerRows}),
       e as (select i, ${fraction('i', M[0])} as u1, ${fraction('i + 3', M[1])} as u2 from generate_series(0, ${draws - 1}) i)
       insert into enrolments (user_id, course_id, created_at)
       select l.id, c.id, c.created_at + e.u2 * (now() - c.created_at)
       from e join l on l.n = e.i % ${learners}
         join c on c.r = floor((select count(*) from courses where is_published) * e.u1 * e.u1)::int
       on conflict do nothing`,
    ),
  );

  // A quarter of the enrolments (by a hash of the pair) reviewed: 42 % five stars down to 6 % one star.
  await step(
    app,
    'a review on ~1 in 4 enrolments',
    `with e as (select user_id, course_id, created_at, abs(hashtext(user_id::text || course_id::text))::bigint as h from enrolments),
     f as (select *, 4 * ${fraction('h', M[2])} as v from e where 4 * ${fraction('h', M[2])} < 1),
     r as (select *, (case when v < 0.42 then 5 when v < 0.72 then 4 when v < 0.86 then 3 when v < 0.94 then 2 else 1 end)::smallint as rating from f)
     insert into reviews (user_id, course_id, rating, text, created_at, updated_at)
     select user_id, course_id, rating,
       case when h % 2 = 0 then (${textArray(REVIEWS.map(([a]) => a))})[rating] else (${textArray(REVIEWS.map(([, b]) => b))})[rating] end,
       least(now(), created_at + interval '9 days'), least(now(), created_at + interval '9 days')
     from r`,
  );

  // One paid order per enrolment; the rest of `orders`: buyers who cancelled at the provider,
  // were declined, or left the checkout (Pending), on the same skewed courses; in date order.
  await bulkLoad(app, 'orders', () =>
    step(
      app,
      `${orders.toLocaleString('en')} orders (paid ones = the enrolments)`,
      `insert into orders (user_id, user_email, instructor_id, course_id, course_title, price_paise, list_price_paise, provider, status,
         created_at, updated_at, captured_at)
       with c as (${soldCourses}), l as (${learnerRows}),
       o as (select i, ${fraction('i', M[3])} as u1, ${fraction('i + 5', M[4])} as u2, ${fraction('i + 9', M[5])} as u3
             from generate_series(0, greatest(0, ${orders} - (select count(*) from enrolments)) - 1) i),
       other as (select l.id as user_id, l.email, c.id as course_id, c.instructor_id, c.title, c.price_paise,
                   c.created_at + o.u2 * (now() - c.created_at) as at,
                   case when o.u3 < 0.55 then 'Cancelled' when o.u3 < 0.97 then 'Rejected' else 'Pending' end as status
                 from o join l on l.n = (o.i * 7) % ${learners}
                   join c on c.r = floor((select count(*) from courses where is_published) * o.u1 * o.u1)::int),
       paid as (select e.user_id, u.email, e.course_id, k.instructor_id, k.title, k.price_paise,
                  e.created_at - interval '1 minute' as at, 'Approval' as status
                from enrolments e join users u on u.id = e.user_id join courses k on k.id = e.course_id)
       select user_id, email, instructor_id, course_id, title, price_paise, price_paise, 'sandbox', status, at, at + interval '1 minute',
         case when status = 'Approval' then at + interval '1 minute' end
       from (select * from paid union all select * from other) a
       order by at`,
    ),
  );

  // What autovacuum would have done by now on a live system (visibility map, statistics).
  await step(app, 'VACUUM ANALYZE', 'vacuum analyze');
  const [counts] = rowsOf(
    await app.db.execute(sql`select
      (select count(*)::int from courses) as courses,
      (select count(*)::int from courses where is_published and deleted_at is null) as published,
      (select count(*)::int from lessons) as lessons,
      (select count(*)::int from enrolments) as enrolments,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from users) as users,
      (select count(*)::int from courses where is_published and deleted_at is null and title ilike '%python%') as python`),
  );
  return counts;
}
