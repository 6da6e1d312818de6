/**
 * Captions (issue 20 item 4): the course's instructor uploads one WebVTT file per video lesson and
 * language (validated, naming the line at fault; a second upload replaces the first; DELETE
 * removes it); the lesson's languages and each .vtt are read by whoever may watch the video (the
 * media rule), others get 404; the course page lists each lesson's languages.
 */
import {
  CAPTION_API,
  CAPTION_FILE_FIELD,
  CAPTION_LABEL_FIELD,
  CAPTION_MAX_BYTES,
  CAPTION_MSG,
  COURSE_API,
  captionVttUrl,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import type { Client, Res } from './helpers/client.js';
import { createCourse, enrol, pathOf, type CreatedCourse } from './helpers/courses.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';
import { expectErrorShape } from './helpers/users.js';

const VTT =
  'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello and welcome.\n\n2\n00:00:02.000 --> 00:00:03.900\n<v Ira>Let us <i>begin</i>.\n';
const HINDI = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nनमस्ते और स्वागत है।\n';

const manageUrl = (courseId: string, lessonId: string, language: string) =>
  CAPTION_API.manage.replace(':courseId', courseId).replace(':lessonId', lessonId).replace(':language', language);
const listUrl = (lessonId: string) => CAPTION_API.list.replace(':lessonId', lessonId);

function form(vtt: string | Uint8Array, label: string | null = 'English'): FormData {
  const f = new FormData();
  if (label !== null) f.append(CAPTION_LABEL_FIELD, label);
  f.append(
    CAPTION_FILE_FIELD,
    new Blob([typeof vtt === 'string' ? vtt : new Uint8Array(vtt)], { type: 'text/vtt' }),
    'captions.vtt',
  );
  return f;
}

describe.each(appDrivers)('captions (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    owner: USUAL_PEOPLE.priya,
    other: USUAL_PEOPLE.rahul,
    buyer: ['Student', 'Ravi Kumar'],
    ...usualCast('admin', 'stranger'),
  });
  let course: CreatedCourse; // published; lesson 1 free preview, lesson 2 paid; videos of 4 s
  let free: string;
  let paid: string;

  const put = (client: Client, lessonId: string, language: string, vtt: string | Uint8Array, label?: string | null) =>
    client.request('PUT', manageUrl(course.id, lessonId, language), { body: form(vtt, label) });

  function expectLineError(res: Res, message: string) {
    expectErrorShape(res, 400, 'BAD_REQUEST');
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields[CAPTION_FILE_FIELD]).toBe(message);
  }

  beforeAll(async () => {
    course = await createCourse(t.owner.client, { lessons: 2, publish: true });
    [free, paid] = (course.body.course.lessons as { id: string }[]).map((l) => l.id) as [string, string];
    await enrol(t, t.buyer.userId, course.id);
  });

  it('the owner uploads captions; the list, the .vtt and the course page show them', async () => {
    const res = await put(t.owner.client, paid, 'en', VTT);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: CAPTION_MSG.saved,
      caption: { language: 'en', label: 'English', cueCount: 2 },
    });
    const list = await t.buyer.client.get(listUrl(paid));
    expect(list.status, list.text).toBe(200);
    expect(list.body).toEqual({
      captions: [{ language: 'en', label: 'English', cueCount: 2, url: captionVttUrl(paid, 'en') }],
    });
    const vtt = await t.buyer.client.get(captionVttUrl(paid, 'en'));
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(vtt.text).toBe(VTT);
    const page = await t.client().get(pathOf(COURSE_API.course, course.id));
    const lessons = page.body.lessons as { id: string; captions: unknown }[];
    expect(lessons.find((l) => l.id === paid)?.captions).toEqual([{ language: 'en', label: 'English' }]);
    expect(lessons.find((l) => l.id === free)?.captions).toEqual([]);
  });

  it('a second upload replaces the first; UTF-8 text and a byte-order mark are kept right', async () => {
    const first = await put(t.owner.client, free, 'hi', HINDI, 'Hindi');
    expect(first.status, first.text).toBe(200);
    const second = await put(
      t.owner.client,
      free,
      'hi',
      `\uFEFF${HINDI}\n00:00:02.000 --> 00:00:03.000\nदूसरा\n`,
      'हिन्दी',
    );
    expect(second.status, second.text).toBe(200);
    expect(second.body.caption).toEqual({ language: 'hi', label: 'हिन्दी', cueCount: 2 });
    const list = await t.client().get(listUrl(free));
    expect(list.body.captions).toEqual([
      { language: 'hi', label: 'हिन्दी', cueCount: 2, url: captionVttUrl(free, 'hi') },
    ]);
    const vtt = await t.client().get(captionVttUrl(free, 'hi'));
    expect(vtt.text).toContain('दूसरा');
    expect(vtt.text.startsWith('WEBVTT')).toBe(true);
  });

  it('validation: header, cues, timing lines, order, duration, size, UTF-8, label and language', async () => {
    expectLineError(
      await put(t.owner.client, paid, 'ta', 'Hello\n\n00:00:01.000 --> 00:00:02.000\nHi\n'),
      CAPTION_MSG.noHeader,
    );
    expectLineError(await put(t.owner.client, paid, 'ta', new Uint8Array()), CAPTION_MSG.noHeader);
    expectLineError(await put(t.owner.client, paid, 'ta', 'WEBVTT\n\nNOTE only a note\n'), CAPTION_MSG.noCues);
    expectLineError(
      await put(
        t.owner.client,
        paid,
        'ta',
        'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nok\n\n00:00:02 --> 00:00:03.000\nbad\n',
      ),
      CAPTION_MSG.badTiming(6),
    );
    expectLineError(
      await put(t.owner.client, paid, 'ta', 'WEBVTT\n\n1\n00:00:01.000 -> 00:00:02.000\nno arrow\n'),
      CAPTION_MSG.badTiming(3),
    );
    expectLineError(
      await put(t.owner.client, paid, 'ta', 'WEBVTT\n\n00:00:03.000 --> 00:00:01.000\nbackwards\n'),
      CAPTION_MSG.endBeforeStart(3),
    );
    // The video lasts 4 s: a cue may end at 5 s, not later.
    const late = await put(
      t.owner.client,
      paid,
      'ta',
      'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nok\n\n00:00:05.000 --> 00:00:06.000\nlate\n',
    );
    expect(late.body.error.message).toMatch(
      /^Line 6: the cue ends at 00:00:06\.000, after the end of the video \(00:00:04\.\d{3}\)\.$/,
    );
    expectLineError(
      await put(
        t.owner.client,
        paid,
        'ta',
        new Uint8Array([...Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n'), 0xff, 0xfe]),
      ),
      CAPTION_MSG.notUtf8,
    );

    const big = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'x'.repeat(CAPTION_MAX_BYTES)}\n`;
    const tooLarge = await put(t.owner.client, paid, 'ta', big);
    expectErrorShape(tooLarge, 413, 'PAYLOAD_TOO_LARGE');
    expect(tooLarge.body.error.message).toBe(CAPTION_MSG.tooLarge);

    const noLabel = await put(t.owner.client, paid, 'ta', VTT, '  ');
    expectErrorShape(noLabel, 400);
    expect(noLabel.body.error.fields).toEqual({ label: CAPTION_MSG.labelRequired });
    const badLanguage = await put(t.owner.client, paid, 'xx', VTT);
    expectErrorShape(badLanguage, 400);
    const noFile = await t.owner.client.request('PUT', manageUrl(course.id, paid, 'ta'), {
      body: (() => {
        const f = new FormData();
        f.append(CAPTION_LABEL_FIELD, 'Tamil');
        return f;
      })(),
    });
    expectErrorShape(noFile, 400);
    expect(noFile.body.error.fields).toEqual({ [CAPTION_FILE_FIELD]: CAPTION_MSG.fileRequired });
    // Nothing of these was stored.
    const list = await t.owner.client.get(listUrl(paid));
    expect(list.body.captions.map((c: { language: string }) => c.language)).toEqual(['en']);
  });

  it('only the course owner manages captions: another instructor 404, a learner 403, a visitor 401', async () => {
    expectErrorShape(await put(t.other.client, paid, 'ta', VTT), 404);
    expectErrorShape(await put(t.buyer.client, paid, 'ta', VTT), 403);
    expectErrorShape(await put(t.admin.client, paid, 'ta', VTT), 403);
    expectErrorShape(await put(t.client(), paid, 'ta', VTT), 401);
    expectErrorShape(await t.other.client.request('DELETE', manageUrl(course.id, paid, 'en')), 404);
    // A lesson of another course under this course's URL.
    const another = await createCourse(t.other.client, { lessons: 1 });
    const otherLesson = another.body.course.lessons[0].id as string;
    expectErrorShape(await put(t.owner.client, otherLesson, 'ta', VTT), 404);
    // A deleted course.
    await t.query(sql`update courses set deleted_at = now() where id = ${another.id}`);
    const res = await t.other.client.request('PUT', manageUrl(another.id, otherLesson, 'ta'), { body: form(VTT) });
    expectErrorShape(res, 404);
  });

  it('the .vtt and the list follow the video: visitors of a paid lesson 404, of a free preview 200; buyer, owner and admin 200', async () => {
    const anonymous = t.client();
    expectErrorShape(await anonymous.get(captionVttUrl(paid, 'en')), 404);
    expectErrorShape(await anonymous.get(listUrl(paid)), 404);
    expectErrorShape(await t.stranger.client.get(captionVttUrl(paid, 'en')), 404);
    expectErrorShape(await t.other.client.get(listUrl(paid)), 404);
    expect((await anonymous.get(captionVttUrl(free, 'hi'))).status).toBe(200);
    expect((await t.stranger.client.get(listUrl(free))).status).toBe(200);
    for (const who of [t.buyer, t.owner, t.admin]) {
      const res = await who.client.get(captionVttUrl(paid, 'en'));
      expect(res.status, res.text).toBe(200);
    }
    // A language without captions, and a lesson that does not exist.
    expectErrorShape(await t.buyer.client.get(captionVttUrl(paid, 'hi')), 404);
    expectErrorShape(await t.buyer.client.get(listUrl('00000000-0000-4000-8000-000000000000')), 404);
  });

  it('DELETE removes the language (then 404); the course page follows', async () => {
    const res = await t.owner.client.request('DELETE', manageUrl(course.id, paid, 'en'));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: CAPTION_MSG.removed });
    expectErrorShape(await t.buyer.client.get(captionVttUrl(paid, 'en')), 404);
    expectErrorShape(await t.owner.client.request('DELETE', manageUrl(course.id, paid, 'en')), 404);
    const page = await t.owner.client.get(pathOf(COURSE_API.course, course.id));
    expect((page.body.lessons as { id: string; captions: unknown }[]).find((l) => l.id === paid)?.captions).toEqual([]);
  });

  it('captions are for video lessons only', async () => {
    const [quiz] = await t.query<{ id: string }>(
      sql`insert into lessons (course_id, position, title, kind) values (${course.id}, 3, 'Check', 'quiz') returning id`,
    );
    const res = await put(t.owner.client, quiz!.id, 'en', VTT);
    expectErrorShape(res, 400);
    expect(res.body.error.message).toBe(CAPTION_MSG.videoLessonsOnly);
    await t.query(sql`delete from lessons where id = ${quiz!.id}`);
  });
});
