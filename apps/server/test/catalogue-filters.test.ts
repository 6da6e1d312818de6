/**
 * The catalogue's filters and sorts (issue 21): category, level, price range in rupees (edges
 * included, free = maxPrice 0), minimum average review (unrated courses never match), and the sorts
 * newest, popular, rating, price-asc and price-desc, each total (ties newest first, then the larger
 * id); drafts and deleted courses never listed; total and figures follow the filters; invalid values
 * are 400 with the contract's messages. On both drivers, as the catalogue's own file (the figures are
 * the triggers' counters, and the indexes are PostgreSQL's).
 */
import { CATALOGUE_MSG, COURSE_API, MSG, type CourseCard, type CourseInput, type CourseList } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { createCourse, enrol, pathOf, review } from './helpers/courses.js';
import { createUser, expectErrorShape, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

type Key = 'k1' | 'k2' | 'k3' | 'k4' | 'k5' | 'k6' | 'k7' | 'k8';

/**
 * The courses, created oldest to newest (k8 is then given k2's creation time: a tie broken by id):
 * category, level, price in rupees, published, the stars of its reviews and how many learners enrol.
 */
const COURSES: Record<
  Key,
  {
    title: string;
    category: CourseInput['category'];
    level: CourseInput['level'];
    price: number;
    publish: boolean;
    stars: number[];
    learners: number;
  }
> = {
  k1: {
    title: 'Python Basics',
    category: 'Web Development',
    level: 'Beginner',
    price: 499,
    publish: true,
    stars: [5, 4],
    learners: 3,
  },
  k2: {
    title: 'React Deep Dive',
    category: 'Web Development',
    level: 'Advanced',
    price: 999,
    publish: true,
    stars: [5],
    learners: 1,
  },
  k3: {
    title: 'Data Wrangling',
    category: 'Data Science',
    level: 'Beginner',
    price: 499,
    publish: true,
    stars: [3, 3],
    learners: 3,
  },
  k4: {
    title: 'ML Intro',
    category: 'Machine Learning',
    level: 'Intermediate',
    price: 1500,
    publish: true,
    stars: [],
    learners: 0,
  },
  k5: {
    title: 'Cloud Ops',
    category: 'Cloud Computing',
    level: 'Advanced',
    price: 1,
    publish: true,
    stars: [4, 5],
    learners: 2,
  },
  k6: {
    title: 'Draft Python',
    category: 'Web Development',
    level: 'Beginner',
    price: 499,
    publish: false,
    stars: [5],
    learners: 3,
  },
  k7: {
    title: 'Deleted Python',
    category: 'Web Development',
    level: 'Beginner',
    price: 499,
    publish: true,
    stars: [5],
    learners: 3,
  },
  k8: {
    title: 'UX Basics',
    category: 'UI/UX Design',
    level: 'Beginner',
    price: 999,
    publish: true,
    stars: [4],
    learners: 1,
  },
};
const KEYS = Object.keys(COURSES) as Key[];

describe.each(databaseDrivers)('catalogue filters and sorts (%s)', (driver) => {
  const t = suiteWithUsers(driver, { ...usualCast('priya', 'rahul') });
  const c = {} as Record<Key, string>;
  const learners: TestUser[] = [];
  /** k2 and k8 share a creation time: the larger id first, then the other. */
  let hi = '';
  let lo = '';

  beforeAll(async () => {
    for (let i = 0; i < 3; i++)
      learners.push(await createUser(t, i === 2 ? 'Lead' : 'Student', `Learner ${['One', 'Two', 'Three'][i]}`));
    for (const [i, key] of KEYS.entries()) {
      const { title, category, level, price, publish } = COURSES[key];
      const owner = i % 2 === 0 ? t.priya : t.rahul;
      c[key] = (
        await createCourse(owner.client, { lessons: 1, publish, overrides: { title, category, level, price } })
      ).id;
    }
    const del = await t.priya.client.request('PUT', pathOf(COURSE_API.deleteCourse, c.k7)); // k7 is priya's (even index)
    expect(del.status).toBe(200);
    await t.query(
      sql`update courses set created_at = (select created_at from courses where id = ${c.k2}) where id = ${c.k8}`,
    );
    for (const key of KEYS) {
      const { stars, learners: n } = COURSES[key];
      for (let i = 0; i < n; i++) await enrol(t, learners[i]!.userId, c[key]);
      for (const [i, s] of stars.entries()) await review(t, learners[i]!.userId, c[key], s);
    }
    [hi, lo] = [c.k2, c.k8].sort().reverse() as [string, string];
  });

  const get = (query: Record<string, string | number>) =>
    t
      .client()
      .get(
        `${COURSE_API.catalogue}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      );
  const catalogue = async (query: Record<string, string | number> = {}): Promise<CourseList> => {
    const res = await get(query);
    expect(res.status, res.text).toBe(200);
    return res.body as CourseList;
  };
  const ids = async (query: Record<string, string | number> = {}) =>
    (await catalogue(query)).courses.map((x: CourseCard) => x.id);
  const keys = (...ks: (Key | 'hi' | 'lo')[]) => ks.map((k) => (k === 'hi' ? hi : k === 'lo' ? lo : c[k]));

  describe('sorts: each total, ties newest first, then the larger id', () => {
    it('newest is the default (k2 and k8 created at once: by id)', async () => {
      expect(await ids()).toEqual(keys('k5', 'k4', 'k3', 'hi', 'lo', 'k1'));
      expect(await ids({ sort: 'newest' })).toEqual(keys('k5', 'k4', 'k3', 'hi', 'lo', 'k1'));
    });

    it('popular: most enrolments first (k1 and k3 have 3 each: newest first; k2 and k8 one each: by id)', async () => {
      expect(await ids({ sort: 'popular' })).toEqual(keys('k3', 'k1', 'k5', 'hi', 'lo', 'k4'));
    });

    it('rating: highest average first, more reviews first, then newest; unrated last', async () => {
      // k2 5.0 (1), k5 and k1 4.5 (2 each: k5 is newer), k8 4.0, k3 3.0, k4 none
      expect(await ids({ sort: 'rating' })).toEqual(keys('k2', 'k5', 'k1', 'k8', 'k3', 'k4'));
    });

    it('price either way, equal prices newest first, then by id', async () => {
      expect(await ids({ sort: 'price-asc' })).toEqual(keys('k5', 'k3', 'k1', 'hi', 'lo', 'k4'));
      expect(await ids({ sort: 'price-desc' })).toEqual(keys('k4', 'hi', 'lo', 'k3', 'k1', 'k5'));
    });

    it('pages of a sort never overlap and cover every course once', async () => {
      for (const sort of ['newest', 'popular', 'rating', 'price-asc', 'price-desc']) {
        const pages = [];
        for (const page of [1, 2, 3]) pages.push(...(await ids({ sort, pageSize: 2, page })));
        expect(pages, sort).toEqual(await ids({ sort }));
      }
    });
  });

  describe('filters, alone and combined (drafts and deleted courses never listed)', () => {
    it.each<[string, Record<string, string | number>, (Key | 'hi' | 'lo')[]]>([
      ['category', { category: 'Web Development' }, ['k2', 'k1']],
      ['another category', { category: 'UI/UX Design' }, ['k8']],
      ['a category with no course', { category: 'Business' }, []],
      ['level', { level: 'Beginner' }, ['k3', 'k8', 'k1']],
      ['category and level', { category: 'Web Development', level: 'Beginner' }, ['k1']],
      ['price range, both edges included', { minPrice: 499, maxPrice: 999 }, ['k3', 'hi', 'lo', 'k1']],
      ['a lowest price just above an edge', { minPrice: '499.01' }, ['k4', 'hi', 'lo']],
      ['a highest price at the cheapest course', { maxPrice: 1 }, ['k5']],
      ['a highest price just below it', { maxPrice: '0.99' }, []],
      ['free (maxPrice=0): every course costs at least ₹1', { maxPrice: 0 }, []],
      ['minimum rating 4.5', { minRating: 4.5 }, ['k5', 'k2', 'k1']],
      ['minimum rating 1 leaves out the unrated course', { minRating: 1 }, ['k5', 'k3', 'hi', 'lo', 'k1']],
      ['minimum rating 5', { minRating: 5 }, ['k2']],
      ['everything, by rating', { level: 'Beginner', maxPrice: 500, minRating: 3, sort: 'rating' }, ['k1', 'k3']],
      ['category, rating and a sort', { category: 'Web Development', minRating: 4.6, sort: 'price-asc' }, ['k2']],
      ['level and price, most expensive first', { level: 'Advanced', minPrice: 1, sort: 'price-desc' }, ['k2', 'k5']],
      ['search with a level', { search: 'python', level: 'Beginner' }, ['k1']],
      ['search with another category', { search: 'python', category: 'Data Science' }, []],
    ])('%s', async (_what, query, expected) => {
      const body = await catalogue(query);
      expect(body.courses.map((x) => x.id)).toEqual(keys(...expected));
      expect(body.total).toBe(expected.length);
      expect(body.stats.totalCourses).toBe(expected.length);
    });

    it('total and figures cover every match, not only the page', async () => {
      const body = await catalogue({ category: 'Web Development', pageSize: 1, page: 2 });
      expect(body.courses.map((x) => x.id)).toEqual(keys('k1'));
      expect(body.total).toBe(2);
      // k1 (learners 0-2) and k2 (learner 0): three learners; reviews 5, 4 and 5
      expect(body.stats).toMatchObject({ totalCourses: 2, activeStudents: 3, ratingCount: 3, instructors: 2 });
      expect(body.stats.avgRating).toBeCloseTo(14 / 3, 6);
    });

    it('the same for a signed-in caller (whose cards carry their enrolment)', async () => {
      const res = await learners[0]!.client.get(`${COURSE_API.catalogue}?category=Web%20Development&sort=price-desc`);
      expect(res.status).toBe(200);
      expect(res.body.courses.map((x: CourseCard) => x.id)).toEqual(keys('k2', 'k1'));
      expect(res.body.courses.every((x: CourseCard) => typeof x.viewerEnrolmentId === 'string')).toBe(true);
    });

    it('a course leaves the filtered lists once unpublished', async () => {
      expect(await ids({ category: 'Machine Learning' })).toEqual(keys('k4'));
      await t.query(sql`update courses set is_published = false where id = ${c.k4}`);
      try {
        expect(await ids({ category: 'Machine Learning' })).toEqual([]);
        expect(await ids({ sort: 'price-desc' })).toEqual(keys('hi', 'lo', 'k3', 'k1', 'k5'));
      } finally {
        await t.query(sql`update courses set is_published = true where id = ${c.k4}`);
      }
    });
  });

  describe('invalid values: 400 with the message under the field', () => {
    it.each<[Record<string, string>, string, string]>([
      [{ category: 'Cooking' }, 'category', MSG.selectOption],
      [{ level: 'Expert' }, 'level', MSG.selectOption],
      [{ sort: 'cheapest' }, 'sort', MSG.selectOption],
      [{ minPrice: '-1' }, 'minPrice', CATALOGUE_MSG.price],
      [{ minPrice: 'abc' }, 'minPrice', CATALOGUE_MSG.price],
      [{ maxPrice: '' }, 'maxPrice', CATALOGUE_MSG.price],
      [{ maxPrice: '1.234' }, 'maxPrice', CATALOGUE_MSG.price],
      [{ maxPrice: '2000000' }, 'maxPrice', CATALOGUE_MSG.price],
      [{ minPrice: '500', maxPrice: '100' }, 'maxPrice', CATALOGUE_MSG.priceRange],
      [{ minRating: '0' }, 'minRating', CATALOGUE_MSG.minRating],
      [{ minRating: '6' }, 'minRating', CATALOGUE_MSG.minRating],
      [{ minRating: 'x' }, 'minRating', CATALOGUE_MSG.minRating],
      [{ minRating: '' }, 'minRating', CATALOGUE_MSG.minRating],
    ])('%o', async (query, field, message) => {
      const res = await get(query);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ [field]: message });
    });
  });
});
