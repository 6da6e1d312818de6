/** Where a learner meets their certificate: the completion moment, a completed course card, the profile. */
import { CERTIFICATE_API, CERTIFICATE_MSG, LEARNING_MSG, type CourseProgress, type MyCertificate } from '@cms/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCard } from '@/test/courses';
import { makeEnrolled, makeMyCourses, makeView } from '@/test/learning-fixtures';
import { makeStudentProfile, makeStudentProfileInfo } from '@/test/profile-fixtures';
import { json, renderApp, stubFetch, USERS } from '@/test/render';

const ID = 'UTVLYvOspzaTuwV00iFyfg';

const mine = (overrides: Partial<MyCertificate> = {}): MyCertificate => ({
  id: ID,
  courseId: 'c1',
  learnerName: USERS.student.name,
  courseTitle: 'React from Zero',
  instructorName: 'Dr Sen',
  issuedAt: '2026-11-20T10:00:00.000Z',
  videoSeconds: 3600,
  status: 'valid',
  revokedAt: null,
  revokedReason: null,
  ...overrides,
});

const certificates = (list: MyCertificate[]) => () => json({ success: true, certificates: list });

function progress(done: number): CourseProgress {
  const ids = ['l1', 'l2', 'l3'];
  return {
    completedLessons: done,
    totalLessons: 3,
    progressPercent: Math.floor((done / 3) * 100),
    status: done === 3 ? 'Completed' : 'In Progress',
    lessons: ids.map((lessonId, i) => ({
      lessonId,
      positionSeconds: 0,
      furthestSeconds: i < done ? 60 : 0,
      completed: i < done,
    })),
    resumeLessonId: ids[Math.min(done, 2)]!,
  };
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('certificates where the learner meets them', () => {
  it('the completion moment offers View certificate and Download PDF', async () => {
    let issued: MyCertificate[] = [];
    stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () => json(makeView(progress(2))),
      'PUT /api/my/courses/e1/lessons/l3/progress': () => {
        issued = [mine()];
        return json({ success: true, progress: progress(3) });
      },
      [`GET ${CERTIFICATE_API.mine}`]: () => certificates(issued)(),
    });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: LEARNING_MSG.markDone }));
    const moment = (await screen.findByRole('heading', { name: LEARNING_MSG.courseCompletedTitle })).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(await within(moment).findByRole('link', { name: CERTIFICATE_MSG.viewCertificate })).toHaveAttribute(
      'href',
      `/verify/${ID}`,
    );
    expect(within(moment).getByRole('link', { name: CERTIFICATE_MSG.downloadPdf })).toHaveAttribute(
      'href',
      `/api/certificates/${ID}/pdf`,
    );
  });

  it('a completed course card in My courses links to its certificate; one in progress does not', async () => {
    stubFetch(USERS.student, {
      'GET /api/my/courses': () =>
        json(
          makeMyCourses([
            makeEnrolled({
              enrolmentId: 'e1',
              course: makeCard({ id: 'c1', title: 'React from Zero', lessonCount: 3 }),
              completedLessons: 3,
              progressPercent: 100,
              status: 'Completed',
              certificateId: ID,
            }),
            makeEnrolled({
              enrolmentId: 'e2',
              course: makeCard({ id: 'c2', title: 'Node Basics', lessonCount: 4 }),
              completedLessons: 1,
              progressPercent: 25,
            }),
          ]),
        ),
    });
    renderApp('/student/mycourses');
    const view = await screen.findAllByRole('link', { name: CERTIFICATE_MSG.viewCertificate });
    expect(view).toHaveLength(1);
    expect(view[0]).toHaveAttribute('href', `/verify/${ID}`);
    expect(screen.getAllByRole('link', { name: CERTIFICATE_MSG.downloadPdf })).toHaveLength(1);
  });

  const info = makeStudentProfileInfo({
    FindUserData: makeStudentProfile({ college: null, phone: null }),
    stats: { enrolledCourses: 1, totalLessons: 3, completionRate: 100, avgRating: null, reviewCount: 0 },
  });

  it("the profile lists the learner's certificates with the course, date and link", async () => {
    stubFetch(USERS.student, {
      'GET /api/student/profile/info': () => json(info),
      [`GET ${CERTIFICATE_API.mine}`]: certificates([
        mine(),
        mine({ id: 'other', courseId: 'c2', courseTitle: 'Node Basics', status: 'revoked' }),
      ]),
    });
    renderApp('/student/profile');
    const section = await screen.findByRole('region', { name: CERTIFICATE_MSG.myTitle });
    const list = await within(section).findByRole('list', { name: CERTIFICATE_MSG.myTitle });
    expect(within(list).getByRole('link', { name: 'React from Zero' })).toHaveAttribute('href', `/verify/${ID}`);
    expect(within(list).getAllByText(`${CERTIFICATE_MSG.issued} 20 Nov 2026`)).toHaveLength(2);
    expect(within(list).getByText(CERTIFICATE_MSG.revoked)).toBeInTheDocument();
  });

  it('the profile says so when there are no certificates', async () => {
    stubFetch(USERS.student, {
      'GET /api/student/profile/info': () => json(info),
      [`GET ${CERTIFICATE_API.mine}`]: certificates([]),
    });
    renderApp('/student/profile');
    const section = await screen.findByRole('region', { name: CERTIFICATE_MSG.myTitle });
    expect(await within(section).findByText(CERTIFICATE_MSG.myNone)).toBeInTheDocument();
  });
});
