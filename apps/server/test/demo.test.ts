/** Demo data on a fresh database: one user per role, signing in with password demo1234. */
import { API, COUPON_API, COURSE_API, LEVELS, type CouponList, type Role } from '@cms/contract';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES, seedDemoData, DEMO_PASSWORD, type DemoLogin } from '../src/demo/seed.js';
import { DEMO_SELLER } from '../src/demo/commerce.js';
import { appDrivers, sql } from './helpers/app.js';
import { checkAuth, signIn } from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

describe.each(appDrivers)('demo data (%s)', (driver) => {
  const t = suiteApp(driver);
  let logins: DemoLogin[];
  beforeAll(async () => {
    expect(t.app.database.fresh).toBe(true);
    logins = await seedDemoData(t.app.db, t.app.services);
  });

  it('lists one login per role, all with password demo1234', () => {
    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(logins).toEqual([
      { role: 'Admin', email: 'admin@cms.local', password: 'demo1234' },
      { role: 'Instructor', email: 'instructor@cms.local', password: 'demo1234' },
      { role: 'Lead', email: 'lead@cms.local', password: 'demo1234' },
      { role: 'Student', email: 'student@cms.local', password: 'demo1234' },
    ]);
  });

  it.each(['Admin', 'Instructor', 'Lead', 'Student'] satisfies Role[])(
    '%s signs in with the demo password',
    async (role) => {
      const c = t.client();
      const email = `${role.toLowerCase()}@cms.local`;
      const res = await signIn(c, email, 'demo1234');
      expect(res.status, res.text).toBe(200);
      expect(res.body.user).toMatchObject({ role, email });
      expect((await checkAuth(c)).body.user.role).toBe(role);
      expect((await signIn(t.client(), email, 'wrong-password')).status).toBe(401);
    },
  );

  it('verified demo users have a profile and an avatar that is served', async () => {
    for (const role of ['Instructor', 'Lead', 'Student'] as const) {
      const c = t.client();
      const res = await signIn(c, `${role.toLowerCase()}@cms.local`, 'demo1234');
      const image = res.body.user.image as string;
      expect(image).toMatch(new RegExp(`^${API.media}/[0-9a-f-]{36}$`));
      const served = await c.get(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.bytes.subarray(1, 4).toString()).toBe('PNG');
    }
    const counts = await t.query<{ s: number; l: number; i: number }>(sql`select
      (select count(*)::int from student_profiles) as s,
      (select count(*)::int from lead_profiles) as l,
      (select count(*)::int from instructor_profiles) as i`);
    // The demo student, the lead, eight buyers of the money demo; three instructors (one without courses).
    expect(counts[0]).toEqual({ s: 9, l: 1, i: 3 });
  });

  it('a demo user who is already verified cannot verify again', async () => {
    const c = t.client();
    await signIn(c, 'student@cms.local', 'demo1234');
    const res = await c.post(API.verifyLead, {
      rollNumber: 'ABCDE12345',
      branch: 'CSD',
      teamNo: 'Team-1',
      gender: 'Male',
      profileImg: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(409);
  });

  it('every demo enrolment has its paid order: Approval through the sandbox, priced from the course', async () => {
    const rows = await t.query<Record<string, unknown>>(sql`select
        u.email, c.title, c.price_paise as course_price, o.course_title, o.price_paise, o.status, o.provider,
        o.currency, o.payment_method, o.user_email, o.instructor_id = c.instructor_id as instructor_matches,
        o.payment_id, o.payer_id, o.capture_id, o.captured_at is not null as captured,
        p.status as payment_status, p.amount_paise, p.payer_id as payment_payer, p.capture_id as payment_capture
      from enrolments e
      join users u on u.id = e.user_id
      join courses c on c.id = e.course_id
      left join orders o on o.user_id = e.user_id and o.course_id = e.course_id and o.status = 'Approval'
      left join sandbox_payments p on p.order_id = o.id
      order by u.email`);
    expect(rows.map((r) => [r.email, r.title])).toEqual(
      expect.arrayContaining([
        ['lead@cms.local', 'Python for Data Science'],
        ['student@cms.local', 'Modern Web Development with React'],
      ]),
    );
    for (const r of rows) {
      expect(r).toMatchObject({
        course_title: r.title,
        price_paise: r.course_price,
        status: 'Approval',
        provider: 'sandbox',
        currency: 'INR',
        payment_method: 'paypal',
        user_email: r.email,
        instructor_matches: true,
        captured: true,
        payment_status: 'CAPTURED',
        amount_paise: r.course_price,
        payment_payer: r.payer_id,
        payment_capture: r.capture_id,
      });
      expect(r.payment_id).toMatch(/^SBX-[0-9A-F]+$/);
      expect(r.payer_id).toMatch(/^SBXPAYER[0-9A-F]+$/);
      expect(r.capture_id).toMatch(/^SBXCAP-[0-9A-F]+$/);
    }
    const [counts] = await t.query<{ orders: number }>(
      sql`select count(*)::int as orders from orders where status = 'Approval'`,
    );
    expect(counts!.orders).toBe(rows.length);
  });

  const signedIn = async (role: 'instructor' | 'student' | 'lead') => {
    const c = t.client();
    expect((await signIn(c, `${role}@cms.local`, 'demo1234')).status).toBe(200);
    return c;
  };

  describe('demo courses', () => {
    it("the instructor's courses: several categories and every level, one draft, real prices", async () => {
      const c = await signedIn('instructor');
      const res = await c.get(`${COURSE_API.instructorCourses}?pageSize=60`);
      expect(res.status).toBe(200);
      const courses = res.body.courses as {
        title: string;
        category: string;
        level: string;
        isPublished: boolean;
        pricePaise: number;
        lessonCount: number;
      }[];
      expect(courses.length).toBe(DEMO_COURSES.length);
      expect(courses.length).toBeGreaterThanOrEqual(4);
      expect(new Set(courses.map((x) => x.category)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(courses.map((x) => x.level))).toEqual(new Set(LEVELS));
      expect(courses.filter((x) => !x.isPublished).length).toBe(1);
      for (const x of courses) {
        expect(x.lessonCount).toBeGreaterThanOrEqual(2);
        expect(x.lessonCount).toBeLessThanOrEqual(4);
        expect(x.pricePaise % 100).toBe(0);
      }
      expect(courses.map((x) => x.pricePaise)).toEqual(expect.arrayContaining([49_900, 129_900]));
    });

    it('the catalogue shows the published ones with real ratings and learners', async () => {
      const res = await t.client().get(COURSE_API.catalogue);
      // The demo instructor's published courses and the second instructor's two.
      expect(res.body.total).toBe(DEMO_COURSES.filter((x) => x.published).length + 2);
      const byTitle = new Map((res.body.courses as { title: string }[]).map((x) => [x.title, x]));
      expect(byTitle.get('Modern Web Development with React')).toMatchObject({
        rating: { average: 5, count: 1 },
        studentCount: 1,
        leadCount: 0,
      });
      expect(byTitle.get('Python for Data Science')).toMatchObject({
        rating: { average: 4, count: 1 },
        studentCount: 0,
        leadCount: 1,
      });
      // The demo student and lead, and the eight buyers; reviews 5, 4 and the buyers' 5, 4, 5.
      expect(res.body.stats).toMatchObject({ activeStudents: 10, avgRating: 4.6, instructors: 2 });
      const featured = await t.client().get(COURSE_API.featured);
      const [enrolled] = await t.query<{ title: string }>(sql`select c.title from courses c
        join enrolments e on e.course_id = c.id group by c.id, c.title order by count(*) desc, c.title limit 1`);
      expect(featured.body.courses[0].title).toBe(enrolled!.title);
    });

    it('every lesson is a playable MP4 with its duration, thumbnails are JPEGs anyone may load', async () => {
      const instructor = await signedIn('instructor');
      const list = await instructor.get(`${COURSE_API.instructorCourses}?pageSize=60`);
      for (const card of list.body.courses as { id: string; thumbnailUrl: string }[]) {
        const thumb = await t.client().get(card.thumbnailUrl);
        expect(thumb.status).toBe(200);
        expect(thumb.headers.get('content-type')).toBe('image/jpeg');
        const detail = await instructor.get(`/api/courses/${card.id}`);
        const videos = (detail.body.lessons as { kind: string; videoUrl: string; durationSeconds: number }[]).filter(
          (l) => l.kind === 'video',
        );
        for (const lesson of videos) {
          expect(lesson.durationSeconds).toBeGreaterThanOrEqual(4);
          expect(lesson.durationSeconds).toBeLessThanOrEqual(6);
          const head = await instructor.get(lesson.videoUrl, { headers: { range: 'bytes=0-31' } });
          expect(head.status).toBe(206);
          expect(head.headers.get('content-type')).toBe('video/mp4');
          expect(head.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
        }
      }
    });

    it('each published demo course has its own thumbnail (Deep Learning is not Machine Learning, DevOps not Cloud)', async () => {
      const res = await t.client().get(`${COURSE_API.catalogue}?pageSize=60`);
      const cards = res.body.courses as { title: string; thumbnailUrl: string }[];
      expect(cards.map((c) => c.title)).toEqual(
        expect.arrayContaining(['Deep Learning in Practice', 'DevOps Pipelines from Scratch']),
      );
      const digests = new Map<string, string>();
      for (const card of cards) {
        const thumb = await t.client().get(card.thumbnailUrl);
        expect(thumb.status).toBe(200);
        digests.set(card.title, createHash('sha256').update(thumb.bytes).digest('hex'));
      }
      expect(new Set(digests.values()).size, 'one picture per course').toBe(cards.length);
    });

    it('demo people have initials avatars, not plain discs', async () => {
      for (const role of ['student', 'lead', 'instructor'] as const) {
        const c = t.client();
        const image = (await signIn(c, `${role}@cms.local`, 'demo1234')).body.user.image as string;
        const served = await c.get(image);
        const { data, info } = await sharp(served.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        // Inside the disc (the middle half of the picture), white letters beside the disc's colour.
        let white = 0;
        let inside = 0;
        for (let y = Math.round(info.height * 0.3); y < info.height * 0.7; y++) {
          for (let x = Math.round(info.width * 0.2); x < info.width * 0.8; x++) {
            const i = (y * info.width + x) * 3;
            inside++;
            if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) white++;
          }
        }
        expect(white / inside, `${role}: the initials`).toBeGreaterThan(0.05);
        expect(white / inside, `${role}: on the disc`).toBeLessThan(0.6);
      }
    });

    it('the demo student watches the bought course; visitors only the free previews', async () => {
      const student = await signedIn('student');
      const react = (await t.client().get(`${COURSE_API.catalogue}?search=react`)).body.courses[0];
      const mine = await student.get(`/api/courses/${react.id}`);
      const [enrolment] = await t.query<{ id: string }>(
        sql`select e.id from enrolments e join users u on u.id = e.user_id
            where u.email = 'student@cms.local' and e.course_id = ${react.id}`,
      );
      expect(mine.body.viewer).toEqual({ enrolled: true, enrolmentId: enrolment!.id, isOwner: false, canWatch: true });
      for (const lesson of mine.body.lessons) {
        if (lesson.kind === 'video') expect((await student.get(lesson.videoUrl)).status).toBe(200);
      }
      const visitor = await t.client().get(`/api/courses/${react.id}`);
      const previews = (visitor.body.lessons as { freePreview: boolean; videoUrl: string | null }[]).filter(
        (l) => l.videoUrl,
      );
      expect(previews.length).toBeGreaterThan(0);
      expect(previews.every((l) => l.freePreview)).toBe(true);
      expect((await t.client().get(previews[0]!.videoUrl!)).status).toBe(200);
    });
  });

  describe('demo learning (issue 20)', () => {
    const courseNamed = async (search: string) =>
      (await t.client().get(`${COURSE_API.catalogue}?search=${encodeURIComponent(search)}`)).body.courses[0] as {
        id: string;
      };

    it('a quiz in two demo courses, placed in the curriculum among the videos', async () => {
      for (const [search, position] of [
        ['React', 4],
        ['Machine Learning Foundations', 3],
      ] as const) {
        const course = await t.client().get(`/api/courses/${(await courseNamed(search)).id}`);
        const quizzes = (course.body.lessons as { kind: string; position: number; quiz: unknown }[]).filter(
          (l) => l.kind === 'quiz',
        );
        expect(
          quizzes.map((q) => q.position),
          search,
        ).toEqual([position]);
        expect(quizzes[0]!.quiz).toMatchObject({ questionCount: expect.any(Number) });
      }
    });

    it('learners who passed and failed, and the demo student holds a certificate of the React course', async () => {
      const attempts = await t.query<{ email: string; title: string; passed: boolean }>(sql`
        select u.email, l.title, a.passed from quiz_attempts a join users u on u.id = a.user_id
        join lessons l on l.id = a.lesson_id where a.status = 'graded' order by a.number`);
      expect(attempts.filter((a) => a.passed).length).toBeGreaterThanOrEqual(2);
      expect(attempts.filter((a) => !a.passed).length).toBeGreaterThanOrEqual(2);
      const student = await signedIn('student');
      const mine = await student.get('/api/my/certificates');
      expect(mine.status).toBe(200);
      const react = await courseNamed('React');
      const certificates = mine.body.certificates as { id: string; courseTitle: string }[];
      expect(certificates).toHaveLength(1);
      const view = await t.client().get(`/api/certificates/${certificates[0]!.id}`);
      expect(view.status).toBe(200);
      expect(JSON.stringify(view.body)).toContain('Sana Student');
      const [done] = await t.query<{ n: number }>(sql`select count(*)::int as n from certificates
        where course_id = ${react.id}`);
      expect(done!.n).toBe(1);
    });

    it('captions in English and Hindi on one lesson, and questions with an accepted answer', async () => {
      const rows = await t.query<{ language: string; cues: number }>(
        sql`select language, cue_count as cues from lesson_captions order by language`,
      );
      expect(rows.map((r) => r.language)).toEqual(['en', 'hi']);
      expect(rows.every((r) => r.cues > 0)).toBe(true);
      const questions = await t.query<{ accepted: boolean; replies: number }>(sql`select
        q.accepted_reply_id is not null as accepted,
        (select count(*)::int from question_replies r where r.question_id = q.id) as replies
        from lesson_questions q order by q.created_at`);
      expect(questions).toEqual([
        { accepted: true, replies: 1 },
        { accepted: false, replies: 0 },
      ]);
    });
  });

  describe('demo money', () => {
    it('sales in each of the last six months across several courses and instructors', async () => {
      const rows = await t.query<{ months: number; courses: number; instructors: number; today: number }>(sql`select
          count(distinct to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM'))::int as months,
          count(distinct course_id)::int as courses,
          count(distinct instructor_id)::int as instructors,
          count(*) filter (where created_at > now() - interval '1 day')::int as today
        from orders where status = 'Approval' and created_at > now() - interval '183 days'`);
      expect(rows[0]!.months).toBeGreaterThanOrEqual(6);
      expect(rows[0]!.courses).toBeGreaterThanOrEqual(4);
      expect(rows[0]!.instructors).toBe(2);
      expect(rows[0]!.today).toBeGreaterThan(0);
    });

    it('orders in every status, withdrawals in every status, one payout, audit entries for the decisions', async () => {
      const statuses = await t.query<{ status: string }>(sql`select distinct status from orders order by status`);
      expect(statuses.map((r) => r.status)).toEqual(['Approval', 'Cancelled', 'Pending', 'Refunded', 'Rejected']);
      const w = await t.query<{ status: string }>(sql`select distinct status from withdrawals order by status`);
      expect(w.map((r) => r.status)).toEqual(['approved', 'pending', 'rejected']);
      const [p] = await t.query<{ n: number; approval: number }>(sql`select count(*)::int as n,
          count(*) filter (where o.status = 'Approval' and o.instructor_id = p.instructor_id
            and o.earning_paise = p.amount_paise)::int as approval
        from payouts p join orders o on o.id = p.order_id`);
      expect(p).toEqual({ n: 1, approval: 1 });
      const audit = await t.query<{ action: string }>(sql`select action from audit_log order by action`);
      expect(audit.map((r) => r.action)).toEqual([
        'payout.recorded',
        'refund.approved',
        'refund.completed',
        'withdrawal.approved',
        'withdrawal.rejected',
      ]);
    });

    it('no instructor balance is below zero', async () => {
      const rows = await t.query<{ email: string; available: number }>(sql`select u.email,
          (select coalesce(sum(earning_paise), 0) from orders o where o.instructor_id = u.id and o.status = 'Approval')
          - (select coalesce(sum(amount_paise), 0) from withdrawals w where w.instructor_id = u.id and w.status <> 'rejected')
          - (select coalesce(sum(amount_paise), 0) from payouts p where p.instructor_id = u.id) as available
        from users u where u.role = 'Instructor'`);
      expect(rows.length).toBe(3);
      for (const r of rows) expect(Number(r.available), r.email).toBeGreaterThanOrEqual(0);
    });
  });

  describe('demo commerce (issue 21)', () => {
    it("the seller's GST settings, a tax invoice for every paid sale numbered by date, one sale refunded with its credit note", async () => {
      const [settings] = await t.query<{ gstin: string; state_code: string }>(
        sql`select gstin, state_code from seller_settings`,
      );
      expect(settings).toEqual({ gstin: DEMO_SELLER.gstin, state_code: '29' });
      const unpaid = await t.query(
        sql`select o.id from orders o left join invoices i on i.order_id = o.id
            where o.status in ('Approval', 'Refunded') and i.id is null`,
      );
      expect(unpaid).toEqual([]);
      const invoices = await t.query<{
        number: string;
        kind: string;
        cgst: number;
        igst: number;
        total: number;
        price: number;
      }>(
        sql`select i.number, i.kind, i.cgst_paise as cgst, i.igst_paise as igst, i.total_paise as total, o.price_paise as price
            from invoices i join orders o on o.id = i.order_id order by i.issued_at, i.number`,
      );
      expect(invoices.length).toBeGreaterThan(10);
      for (const inv of invoices) {
        expect(inv.kind).toBe('tax_invoice');
        expect(inv.number).toMatch(/^CMS\/\d\d-\d\d\/\d{6}$/);
        expect(inv.total).toBe(inv.price);
      }
      expect(invoices.some((i) => Number(i.cgst) > 0)).toBe(true);
      expect(invoices.some((i) => Number(i.igst) > 0)).toBe(true);
      const refunded = await t.query<{ status: string; refund: string; note: string; enrolled: number }>(
        sql`select o.status, r.status as refund, c.number as note,
              (select count(*)::int from enrolments e where e.user_id = o.user_id and e.course_id = o.course_id) as enrolled
            from orders o join refunds r on r.order_id = o.id
            join invoices i on i.order_id = o.id join credit_notes c on c.invoice_id = i.id`,
      );
      expect(refunded).toHaveLength(1);
      expect(refunded[0]).toMatchObject({ status: 'Refunded', refund: 'refunded', enrolled: 0 });
      expect(refunded[0]!.note).toMatch(/^CN\/\d\d-\d\d\/000001$/);
    });
  });

  describe('demo coupons (issue 21)', () => {
    it("WELCOME20 takes 20 % off every course; the instructor's DIWALI2025 has expired", async () => {
      const admin = t.client();
      expect((await signIn(admin, 'admin@cms.local', 'demo1234')).status).toBe(200);
      const res = await admin.get(COUPON_API.admin);
      expect(res.status, res.text).toBe(200);
      const rows = (res.body as CouponList).coupons.map((c) => [c.code, c.scope, c.description, c.status]);
      expect(rows.sort()).toEqual([
        ['DIWALI2025', 'instructor', '₹200 off', 'expired'],
        ['WELCOME20', 'all', '20 % off', 'active'],
      ]);
      const instructor = t.client();
      expect((await signIn(instructor, 'instructor@cms.local', 'demo1234')).status).toBe(200);
      const own = await instructor.get(COUPON_API.instructor);
      expect((own.body as CouponList).coupons.map((c) => c.code)).toEqual(['DIWALI2025']);
    });
  });
});
