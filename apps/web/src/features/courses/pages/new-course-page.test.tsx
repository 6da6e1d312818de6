import { COURSE_MSG } from '@cms/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '@/test/courses';
import { FakeXhr } from '@/test/fake-xhr';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { expectNoToast, shownToastTexts } from '@/test/toasts';
import { isCourseFormComplete, type CourseFormDraft } from '@/features/courses/course-form-rules';

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
const submitButton = () =>
  screen.getByRole('button', { name: /^(Please fill all required fields|Publish|Save Changes)$/ });
const draftButton = () => screen.getByRole('button', { name: COURSE_MSG.saveAsDraft });

/**
 * Puts `text` into an empty field as one paste: this test is about when the form may be sent, not
 * about keystrokes, and typing each character re-rendered the whole form (seconds on a busy machine).
 */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const THUMB = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const VIDEO_1 = '0b7e2f2c-5a8e-4f7e-8f6a-1e2d3c4b5a61';
const VIDEO_2 = '1c8f3a3d-6b9f-4a8f-9a7b-2f3e4d5c6b72';

/** Answers upload number `n` (1-based), which must go to `path`, with the given id. */
async function answerUpload(n: number, path: string, id: string, extra: Record<string, unknown> = {}) {
  await waitFor(() => expect(FakeXhr.all).toHaveLength(n));
  const xhr = FakeXhr.all[n - 1]!;
  expect(xhr.url).toBe(path);
  act(() => xhr.respond(201, { id, url: `/api/media/${id}`, contentType: 'x', size: 10, ...extra }));
}

/** The instructor's own course c9, one free video lesson "Welcome", opened for editing. */
const ownCourse = () =>
  makeDetail({
    id: 'c9',
    viewer: { enrolled: false, enrolmentId: null, isOwner: true, canWatch: true },
    lessons: [
      {
        ...makeDetail().lessons[0]!,
        id: '6f1c2b1e-8c1a-4c55-9a57-3f1f4d1b2a10',
        position: 1,
        title: 'Welcome',
        freePreview: true,
        durationSeconds: 90,
        videoUrl: '/api/media/v1',
        videoId: VIDEO_1,
      },
    ],
    thumbnailId: THUMB,
  });

/** Every course field filled, no section yet. */
const FILLED: CourseFormDraft = {
  title: 'T',
  subtitle: 'S',
  description: 'D',
  category: 'Business',
  level: 'Beginner',
  objectives: 'a, b',
  requirements: 'r',
  price: 499,
  thumbnailId: 'th',
};

describe('isCourseFormComplete (spec section 5)', () => {
  const full: CourseFormDraft = { ...FILLED, lessons: [{ title: 'One', videoId: 'v1', freePreview: false }] };

  it('is true only when every field and every section is filled', () => {
    expect(isCourseFormComplete(full)).toBe(true);
    for (const key of [
      'title',
      'subtitle',
      'description',
      'category',
      'level',
      'objectives',
      'requirements',
      'thumbnailId',
    ] as const) {
      expect(isCourseFormComplete({ ...full, [key]: '   ' }), key).toBe(false);
    }
    expect(isCourseFormComplete({ ...full, price: undefined })).toBe(false);
    expect(isCourseFormComplete({ ...full, price: Number.NaN })).toBe(false);
    expect(isCourseFormComplete({ ...full, lessons: [] })).toBe(false);
    expect(isCourseFormComplete({ ...full, lessons: [{ title: ' ', videoId: 'v1' }] })).toBe(false);
    expect(isCourseFormComplete({ ...full, lessons: [{ title: 'One', videoId: '' }] })).toBe(false);
    expect(isCourseFormComplete({ ...full, lessons: [...(full.lessons ?? []), { title: 'Two', videoId: '' }] })).toBe(
      false,
    );
  });
});

describe('isCourseFormComplete with a quiz section (issue 20)', () => {
  const question = {
    kind: 'single' as const,
    prompt: 'Pick one',
    options: [
      { text: 'A', correct: true },
      { text: 'B', correct: false },
    ],
  };
  const withQuiz = (quiz: Record<string, unknown>, title = 'Quiz'): CourseFormDraft => ({
    ...FILLED,
    lessons: [
      { kind: 'quiz', title, quiz: { passMarkPercent: 70, maxAttempts: null, timeLimitMinutes: null, ...quiz } },
    ],
  });

  it('is true with at least one question, each with its text, its options’ texts and the right number of correct answers', () => {
    expect(isCourseFormComplete(withQuiz({ questions: [question] }))).toBe(true);
    expect(isCourseFormComplete(withQuiz({ questions: [question] }, ' '))).toBe(false);
    expect(isCourseFormComplete(withQuiz({ questions: [] }))).toBe(false);
    expect(isCourseFormComplete(withQuiz({ questions: [{ ...question, prompt: ' ' }] }))).toBe(false);
    expect(
      isCourseFormComplete(
        withQuiz({ questions: [{ ...question, options: [question.options[0], { text: '', correct: false }] }] }),
      ),
    ).toBe(false);
    const twoCorrect = question.options.map((o) => ({ ...o, correct: true }));
    expect(isCourseFormComplete(withQuiz({ questions: [{ ...question, options: twoCorrect }] }))).toBe(false);
    expect(
      isCourseFormComplete(withQuiz({ questions: [{ ...question, kind: 'multiple', options: twoCorrect }] })),
    ).toBe(true);
    const noneCorrect = question.options.map((o) => ({ ...o, correct: false }));
    expect(
      isCourseFormComplete(withQuiz({ questions: [{ ...question, kind: 'multiple', options: noneCorrect }] })),
    ).toBe(false);
    expect(isCourseFormComplete(withQuiz({ questions: [question], passMarkPercent: Number.NaN }))).toBe(false);
    expect(isCourseFormComplete(withQuiz({ questions: [question], maxAttempts: 0 }))).toBe(false);
  });
});

describe('new course page', () => {
  it('keeps submit disabled with "Please fill all required fields" until everything is complete, sends nothing before', async () => {
    let sent: unknown = null;
    const fetchMock = stubFetch(USERS.instructor, {
      'POST /api/instructor/courses': (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ success: true, message: COURSE_MSG.courseCreatedAndPublished, course: makeDetail() }, 201);
      },
    });
    const { router } = renderApp('/instructor/new');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Course' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course Content' })).toBeInTheDocument();

    const expectBlocked = () => {
      const button = submitButton();
      expect(button).toHaveTextContent(COURSE_MSG.fillRequired);
      expect(button).toBeDisabled();
      expect(draftButton()).toBeDisabled();
    };
    expectBlocked();

    await fill(user, screen.getByLabelText('Title'), 'React from Zero');
    expectBlocked();
    await fill(user, screen.getByLabelText('Subtitle'), 'Components and hooks');
    await fill(user, screen.getByLabelText('Description'), 'Learn React.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Web Development');
    await user.selectOptions(screen.getByLabelText('Level'), 'Beginner');
    await fill(user, screen.getByLabelText('Objectives'), 'Components, Hooks');
    await fill(user, screen.getByLabelText('Requirements'), 'JavaScript');
    await fill(user, screen.getByLabelText('Price (₹)'), '499.50');
    expectBlocked();

    await user.upload(screen.getByLabelText('Thumbnail'), new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(FakeXhr.all.at(-1)?.body?.get('thumbnail')).toBeInstanceOf(File);
    await answerUpload(1, '/api/uploads/course-thumbnail', THUMB);
    expect(await screen.findByAltText('Thumbnail preview')).toHaveAttribute('src', `/api/media/${THUMB}`);
    expectBlocked(); // no section is complete yet

    const section1 = screen.getByRole('group', { name: 'Section 1' });
    await user.type(within(section1).getByLabelText('Section Title'), '   ');
    expectBlocked(); // blank after trimming
    await user.clear(within(section1).getByLabelText('Section Title'));
    await fill(user, within(section1).getByLabelText('Section Title'), 'Welcome');
    expectBlocked(); // no video yet

    await user.upload(
      within(section1).getByLabelText('Section Video'),
      new File(['mp4'], 'welcome.mp4', { type: 'video/mp4' }),
    );
    const xhr = FakeXhr.all.at(-1)!;
    expect(xhr.url).toBe('/api/uploads/lesson-video');
    expect(xhr.body?.get('video')).toBeInstanceOf(File);
    act(() => xhr.progress(30, 100));
    expect(within(section1).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(section1).getByText('30%')).toBeInTheDocument();
    expectBlocked();
    await answerUpload(2, '/api/uploads/lesson-video', VIDEO_1, { durationSeconds: 125 });
    expect(await within(section1).findByText('welcome.mp4')).toBeInTheDocument();
    expect(within(section1).getByText(/2 min/)).toBeInTheDocument();

    await waitFor(() => expect(submitButton()).toHaveTextContent(COURSE_MSG.publish));
    expect(draftButton()).toBeEnabled();
    expect(submitButton()).toBeEnabled();

    // A new, empty section makes the form incomplete again.
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    const section2 = screen.getByRole('group', { name: 'Section 2' });
    expectBlocked();
    await fill(user, within(section2).getByLabelText('Section Title'), 'Hooks');
    expectBlocked();
    // Even a forced submit sends nothing while invalid.
    fireEvent.submit(screen.getByRole('form', { name: 'New course' }));
    await user.upload(
      within(section2).getByLabelText('Section Video'),
      new File(['webm'], 'hooks.webm', { type: 'video/webm' }),
    );
    await answerUpload(3, '/api/uploads/lesson-video', VIDEO_2, { durationSeconds: 42 });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(within(section2).getByRole('switch', { name: 'Free Preview' }));
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/instructor/courses'))).toBe(false);

    // Reorder: section 2 moves up.
    await user.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    expect(within(screen.getByRole('group', { name: 'Section 1' })).getByLabelText('Section Title')).toHaveValue(
      'Hooks',
    );

    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/courses'));
    expect(sent).toEqual({
      title: 'React from Zero',
      subtitle: 'Components and hooks',
      description: 'Learn React.',
      category: 'Web Development',
      level: 'Beginner',
      objectives: 'Components, Hooks',
      requirements: 'JavaScript',
      price: 499.5,
      thumbnailId: THUMB,
      lessons: [
        { kind: 'video', title: 'Hooks', freePreview: true, videoId: VIDEO_2 },
        { kind: 'video', title: 'Welcome', freePreview: false, videoId: VIDEO_1 },
      ],
      publish: true,
    });
    expect(await screen.findByText(COURSE_MSG.courseCreatedAndPublished)).toBeInTheDocument();
  }, 30_000);

  it('rejects a video of the wrong type or over 100MB, and an image over 5MB, with the spec texts', async () => {
    stubFetch(USERS.instructor);
    renderApp('/instructor/new');
    const user = userEvent.setup({ applyAccept: false });
    const section1 = await screen.findByRole('group', { name: 'Section 1' });
    await user.upload(
      within(section1).getByLabelText('Section Video'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect((await screen.findAllByText(COURSE_MSG.invalidVideo)).length).toBeGreaterThan(0);
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    await user.upload(within(section1).getByLabelText('Section Video'), big);
    expect((await screen.findAllByText(COURSE_MSG.videoTooLarge)).length).toBeGreaterThan(0);
    const bigImage = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(bigImage, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Thumbnail'), bigImage);
    expect((await screen.findAllByText(COURSE_MSG.imageTooLarge)).length).toBeGreaterThan(0);
    await user.upload(screen.getByLabelText('Thumbnail'), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    expect((await screen.findAllByText(COURSE_MSG.invalidImage)).length).toBeGreaterThan(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('edits an existing course: prefilled, "Save Changes", PUT with the lesson ids', async () => {
    const course = ownCourse();
    let sent: unknown = null;
    stubFetch(USERS.instructor, {
      'GET /api/courses/c9': () => json(course),
      'PUT /api/instructor/courses/c9': (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ success: true, message: COURSE_MSG.courseUpdated, course });
      },
    });
    const { router } = renderApp('/instructor/new?edit=c9');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Course' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('React from Zero');
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(499);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Title'));
    expect(submitButton()).toHaveTextContent(COURSE_MSG.fillRequired);
    await user.type(screen.getByLabelText('Title'), 'React, again');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/courses'));
    expect(sent).toMatchObject({
      title: 'React, again',
      price: 499,
      thumbnailId: course.thumbnailId,
      lessons: [
        {
          id: course.lessons[0]!.id,
          kind: 'video',
          title: 'Welcome',
          freePreview: true,
          videoId: course.lessons[0]!.videoId,
        },
      ],
    });
  });

  it("shows the server's field message under its field only (no toast), a failure without a field as a toast", async () => {
    const course = ownCourse();
    const refusal = 'A course with this title already exists';
    let answer = () => apiError(400, refusal, { title: refusal });
    stubFetch(USERS.instructor, {
      'GET /api/courses/c9': () => json(course),
      'PUT /api/instructor/courses/c9': () => answer(),
    });
    renderApp('/instructor/new?edit=c9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await expectNoToast();

    answer = () => apiError(500, 'The server is busy');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(shownToastTexts().join(' ')).toContain('The server is busy'));
  });
});
