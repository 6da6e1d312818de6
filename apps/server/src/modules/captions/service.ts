/**
 * Captions of video lessons: the course's instructor adds, replaces and removes one WebVTT file per
 * language (validated by webvtt.ts); whoever may watch the lesson's video reads them. Who may watch
 * is the media service's rule for the video itself (free preview of a listed course, buyers, the
 * owner, admins), asked about the lesson's video: not a second copy of it.
 */
import { captionLabelSchema, captionVttUrl, type CaptionList, type CaptionSaved, CAPTION_MSG } from '@cms/contract';
import type { Viewer } from '../../session/viewer.js';
import type { MediaService } from '../media/service.js';
import type { CaptionRepository } from './repository.js';
import { captionErrors } from './errors.js';
import { validateWebVtt } from './webvtt.js';

export interface CaptionTarget {
  courseId: string;
  lessonId: string;
  language: string;
}

export class CaptionService {
  constructor(
    private readonly repo: CaptionRepository,
    private readonly media: MediaService,
  ) {}

  /** The owner's video lesson of a course that is not deleted; 404 otherwise, 400 for a quiz. */
  private async ownLesson(viewer: NonNullable<Viewer>, { courseId, lessonId }: CaptionTarget) {
    const lesson = await this.repo.lessonOfCourse(courseId, lessonId);
    if (!lesson) throw captionErrors.lessonNotFound();
    if (lesson.instructorId !== viewer.userId || lesson.courseDeleted) throw captionErrors.courseNotFound();
    if (lesson.kind !== 'video') throw captionErrors.videoLessonsOnly();
    return lesson;
  }

  /** Adds or replaces the language's captions after checking the label and the file. */
  async save(
    viewer: NonNullable<Viewer>,
    target: CaptionTarget,
    label: unknown,
    file: Uint8Array,
  ): Promise<CaptionSaved> {
    const lesson = await this.ownLesson(viewer, target);
    const parsedLabel = captionLabelSchema.safeParse(label ?? '');
    if (!parsedLabel.success) throw captionErrors.invalidLabel(parsedLabel.error.issues[0]!.message);
    const check = validateWebVtt(file, lesson.durationSeconds);
    if (!check.ok) throw check.tooLarge ? captionErrors.tooLarge() : captionErrors.invalidFile(check.message);
    await this.repo.save(lesson.lessonId, target.language, parsedLabel.data, check.text, check.cueCount);
    return {
      success: true,
      message: CAPTION_MSG.saved,
      caption: { language: target.language, label: parsedLabel.data, cueCount: check.cueCount },
    };
  }

  async remove(viewer: NonNullable<Viewer>, target: CaptionTarget): Promise<void> {
    const lesson = await this.ownLesson(viewer, target);
    if (!(await this.repo.remove(lesson.lessonId, target.language))) throw captionErrors.captionsNotFound();
  }

  /** The lesson's video when the viewer may watch it; 404 otherwise (as a missing lesson). */
  private async watchable(lessonId: string, viewer: Viewer): Promise<void> {
    const lesson = await this.repo.videoOf(lessonId);
    if (!lesson?.videoUploadId || !(await this.media.mayRead(lesson.videoUploadId, viewer))) {
      throw captionErrors.lessonNotFound();
    }
  }

  async list(lessonId: string, viewer: Viewer): Promise<CaptionList> {
    await this.watchable(lessonId, viewer);
    const rows = await this.repo.list(lessonId);
    return { captions: rows.map((r) => ({ ...r, url: captionVttUrl(lessonId, r.language) })) };
  }

  async vtt(lessonId: string, language: string, viewer: Viewer): Promise<string> {
    await this.watchable(lessonId, viewer);
    const text = await this.repo.vtt(lessonId, language);
    if (text === undefined) throw captionErrors.captionsNotFound();
    return text;
  }
}
