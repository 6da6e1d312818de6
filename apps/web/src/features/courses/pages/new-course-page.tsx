/**
 * /instructor/new — "Create New Course" (spec sections 2, 3, 5). Left: Course Details; right:
 * Course Content (sections, each with a title, an uploaded video and a Free Preview switch).
 * The submit button stays disabled and reads "Please fill all required fields" until every
 * required field and every section is complete; nothing is sent before.
 * Besides video sections, "Add Quiz" adds a quiz section (issue 20; its fields are the quizzes
 * feature's); videos and quizzes reorder together.
 * With ?edit={id} the same form edits that course ("Save Changes"), its quizzes loaded from the
 * owner's definitions.
 */
import {
  CATEGORIES,
  COURSE_MSG,
  courseInputSchema,
  LEVELS,
  type CourseDetail,
  type CourseInput,
  type Option,
  type QuizDefinition,
  QUIZ_MSG,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, Layers, ListChecks, Plus, type LucideIcon } from 'lucide-react';
import { ItemControls } from '@/components/ui/form/item-controls';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useWatch,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextareaField, TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage, isApiError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useCourse, useSaveCourse } from '@/features/courses/api/courses';
import { BackLink } from '@/components/back-link';
import { CourseQueryState } from '@/features/courses/components/course-query-state';
import { COURSE_THUMBNAIL_UPLOAD, FileDropzone, LESSON_VIDEO_UPLOAD, type UploadedMedia } from '@/features/media';
import { QuizSectionFields, useCourseQuizzes } from '@/features/quizzes';
import { VideoProcessingStatus } from '@/features/video-processing';
import {
  courseToForm,
  emptyCourseForm,
  emptyLesson,
  emptyQuizSection,
  isCourseFormComplete,
  type CourseFormValues,
} from '@/features/courses/course-form-rules';

const CATEGORY_OPTIONS: readonly Option[] = CATEGORIES.map((c) => ({ value: c, label: c }));
const LEVEL_OPTIONS: readonly Option[] = LEVELS.map((l) => ({ value: l, label: l }));

/** The buttons under the sections: a video section or a quiz, each appended empty. */
const ADD_SECTION = [
  { label: 'Add Section', icon: Plus, empty: emptyLesson },
  { label: QUIZ_MSG.addQuiz, icon: ListChecks, empty: emptyQuizSection },
] as const;

export function InstructorNewCoursePage() {
  const [params] = useSearchParams();
  const editId = params.get('edit')?.trim() || null;
  if (!editId) return <CourseForm key="new" />;
  return <EditCourse id={editId} />;
}

function EditCourse({ id }: { id: string }) {
  const query = useCourse(id);
  const hasQuizzes = query.data?.viewer.isOwner === true && query.data.lessons.some((l) => l.kind === 'quiz');
  const quizzes = useCourseQuizzes(id, hasQuizzes);
  const back = <BackLink to={paths.instructor.course(id)} label="Back to Course" />;
  if (!query.data) return <CourseQueryState query={query} back={back} />;
  if (hasQuizzes && !quizzes.data) return <CourseQueryState query={quizzes} back={back} />;
  if (!query.data.viewer.isOwner) {
    return (
      <>
        {back}
        <EmptyState icon={BookOpen} title={COURSE_MSG.notYourCourse} />
      </>
    );
  }
  return <CourseForm key={query.data.id} course={query.data} quizzes={quizzes.data?.quizzes} />;
}

/** Upload previews of an existing course, so that its files show as already uploaded. */
function initialMedia(course: CourseDetail | undefined) {
  const thumbnail: UploadedMedia | null =
    course?.thumbnailId && course.thumbnailUrl
      ? { id: course.thumbnailId, url: course.thumbnailUrl, fileName: 'Current thumbnail' }
      : null;
  const videos = new Map<string, UploadedMedia>();
  for (const l of course?.lessons ?? []) {
    if (l.videoId && l.videoUrl) {
      videos.set(l.id, {
        id: l.videoId,
        url: l.videoUrl,
        fileName: 'Current video',
        durationSeconds: l.durationSeconds,
      });
    }
  }
  return { thumbnail, videos };
}

/**
 * The renditions of a saved lesson's video while they are being made or when they failed (issue 22);
 * nothing for a new lesson or once another video is chosen in the form.
 */
/** The video chosen in a section of the form (none for a quiz). */
const lessonVideoId = (lesson: object | undefined): string | undefined =>
  lesson && 'videoId' in lesson && typeof lesson.videoId === 'string' ? lesson.videoId : undefined;

function SavedVideoProcessing({
  course,
  lessonId,
  videoId,
}: {
  course: CourseDetail | undefined;
  lessonId: string | undefined;
  videoId: string | undefined;
}) {
  const saved = lessonId ? course?.lessons.find((l) => l.id === lessonId) : undefined;
  if (!saved?.videoProcessing || !saved.videoId || saved.videoId !== videoId) return null;
  return <VideoProcessingStatus lessonId={saved.id} initial={saved.videoProcessing} />;
}

/** The heading of one of the form's two cards, with its icon. */
function CardHeading({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-lg font-semibold">
      <Icon aria-hidden className="size-5 text-primary" />
      {children}
    </h2>
  );
}

function CourseForm({ course, quizzes }: { course?: CourseDetail; quizzes?: readonly QuizDefinition[] }) {
  const editing = Boolean(course);
  const navigate = useNavigate();
  const save = useSaveCourse(course?.id ?? null);
  const media = useMemo(() => initialMedia(course), [course]);

  const form = useForm<CourseFormValues, unknown, CourseInput>({
    // The form holds each section as a video or a quiz; the schema's union reads them the same way.
    resolver: zodResolver(courseInputSchema) as unknown as Resolver<CourseFormValues, unknown, CourseInput>,
    defaultValues: course ? courseToForm(course, quizzes) : emptyCourseForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, setError, formState } = form;
  const errors = formState.errors;
  const lessons = useFieldArray({ control, name: 'lessons', keyName: 'key' });
  const values = useWatch({ control });
  const complete = isCourseFormComplete(values);

  // Drop zones that are uploading right now.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const trackUpload = useCallback(
    (id: string) => (busy: boolean) =>
      setUploading((prev) => {
        if (busy === prev.has(id)) return prev;
        const next = new Set(prev);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const submit = form.handleSubmit(
    (input, event) => {
      if (!isCourseFormComplete(input)) return; // the button is disabled anyway
      // A new course: "Publish" (the primary submit) or "Save as draft" (the first submit, also Enter's).
      const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
      const publish = !editing && submitter?.dataset.action === 'publish';
      save.mutate(editing ? input : { ...input, publish }, {
        onSuccess: (res) => {
          toast.success(
            res.message ||
              (editing
                ? COURSE_MSG.courseUpdated
                : publish
                  ? COURSE_MSG.courseCreatedAndPublished
                  : COURSE_MSG.courseCreatedAsDraft),
          );
          void navigate(paths.instructor.courses);
        },
        onError: (error) => {
          // A message about a field shows under that field only; the rest (a failure) as a toast.
          const fields = isApiError(error) && error.fields ? Object.keys(error.fields) : [];
          const known = fields.filter((name) => form.getValues(name as FieldPath<CourseFormValues>) !== undefined);
          if (!showServerFieldErrors(error, setError, known as FieldPath<CourseFormValues>[])) {
            toast.error(errorMessage(error, COURSE_MSG.anErrorOccurred));
          }
        },
      });
    },
    // Refused by the form's own rules: each field shows its message (the first takes the focus), no toast.
  );

  const busy = save.isPending;
  const blocked = !complete || uploading.size > 0 || busy;
  const label = !complete
    ? COURSE_MSG.fillRequired
    : busy
      ? 'Saving...'
      : uploading.size > 0
        ? 'Uploading...'
        : editing
          ? 'Save Changes'
          : COURSE_MSG.publish;

  return (
    <>
      <BackLink
        to={course ? paths.instructor.course(course.id) : paths.instructor.courses}
        label={course ? 'Back to Course' : 'Back to Courses'}
      />
      <PageHeader
        title={editing ? 'Edit Course' : 'Create New Course'}
        description={
          editing
            ? 'Change the details or the content of your course.'
            : 'Fill in the course details, then add its sections with their videos.'
        }
      />
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={editing ? 'Edit course' : 'New course'}>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card className="space-y-5 p-6">
              <CardHeading icon={BookOpen}>Course Details</CardHeading>
              <TextField
                form={form}
                name="title"
                id="course-title"
                label="Title"
                placeholder="e.g. Full-Stack Web Development"
              />
              <TextField
                form={form}
                name="subtitle"
                id="course-subtitle"
                label="Subtitle"
                placeholder="One line about the course"
              />
              <TextareaField form={form} name="description" id="course-description" label="Description" rows={5} />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  form={form}
                  name="category"
                  id="course-category"
                  label="Category"
                  options={CATEGORY_OPTIONS}
                  placeholder="Select a category"
                />
                <SelectField
                  form={form}
                  name="level"
                  id="course-level"
                  label="Level"
                  options={LEVEL_OPTIONS}
                  placeholder="Select a level"
                />
              </div>
              <TextareaField
                form={form}
                name="objectives"
                id="course-objectives"
                label="Objectives"
                hint="Comma-separated: each one becomes a bullet of “What you'll learn”."
                rows={3}
                placeholder="Build REST APIs, Deploy to the cloud, Write tests"
              />
              <TextareaField form={form} name="requirements" id="course-requirements" label="Requirements" rows={3} />
              <TextField
                form={form}
                name="price"
                id="course-price"
                label="Price (₹)"
                type="number"
                inputMode="decimal"
                min={1}
                step={0.01}
                placeholder="499"
                registerOptions={{
                  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
                }}
              />
              <FileDropzone
                form={form}
                name="thumbnailId"
                id="course-thumbnail"
                label="Thumbnail"
                kind={COURSE_THUMBNAIL_UPLOAD}
                initial={media.thumbnail}
                onUploadingChange={trackUpload('thumbnail')}
              />
            </Card>

            <Card className="flex flex-col gap-5 p-6">
              <div className="flex items-center justify-between gap-3">
                <CardHeading icon={Layers}>Course Content</CardHeading>
                <span className="text-sm text-muted-foreground">
                  {lessons.fields.length} {lessons.fields.length === 1 ? 'section' : 'sections'}
                </span>
              </div>
              {errors.lessons?.root?.message || errors.lessons?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.lessons?.root?.message ?? errors.lessons?.message}
                </p>
              ) : null}
              <ol className="space-y-4">
                {lessons.fields.map((field, i) => {
                  const n = i + 1;
                  const base = `lesson-${field.key}`;
                  const quiz = values.lessons?.[i]?.kind === 'quiz';
                  return (
                    <li key={field.key}>
                      <fieldset className="min-w-0 space-y-4 rounded-xl border bg-muted/30 p-3 sm:p-4">
                        <legend className="sr-only">{quiz ? `Section ${n} (${QUIZ_MSG.quiz})` : `Section ${n}`}</legend>
                        <div className="flex items-center justify-between gap-2">
                          <p aria-hidden className="flex items-center gap-2 text-sm font-semibold">
                            Section {n}
                            {quiz ? (
                              <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                                <ListChecks className="size-3.5" />
                                {QUIZ_MSG.quiz}
                              </span>
                            ) : null}
                          </p>
                          <div className="flex gap-1">
                            <ItemControls
                              noun="section"
                              index={i}
                              count={lessons.fields.length}
                              onMove={(to) => lessons.move(i, to)}
                              onRemove={() => lessons.remove(i)}
                            />
                          </div>
                        </div>
                        {quiz ? (
                          <QuizSectionFields lessonIndex={i} idBase={base} />
                        ) : (
                          <>
                            <TextField
                              form={form}
                              name={`lessons.${i}.title`}
                              id={`${base}-title`}
                              label="Section Title"
                              placeholder="e.g. Introduction"
                            />
                            <FileDropzone
                              form={form}
                              name={`lessons.${i}.videoId`}
                              id={`${base}-video`}
                              label="Section Video"
                              kind={LESSON_VIDEO_UPLOAD}
                              initial={field.id ? (media.videos.get(field.id) ?? null) : null}
                              onUploadingChange={trackUpload(field.key)}
                            />
                            <SavedVideoProcessing
                              course={course}
                              lessonId={field.id}
                              videoId={lessonVideoId(values.lessons?.[i])}
                            />
                            <div className="flex items-center gap-3">
                              <Controller
                                control={control}
                                name={`lessons.${i}.freePreview`}
                                render={({ field: f }) => (
                                  <Switch
                                    id={`${base}-preview`}
                                    checked={Boolean(f.value)}
                                    onCheckedChange={f.onChange}
                                    onBlur={f.onBlur}
                                    ref={f.ref}
                                  />
                                )}
                              />
                              <Label htmlFor={`${base}-preview`}>Free Preview</Label>
                            </div>
                          </>
                        )}
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
              <div className="grid gap-3 sm:grid-cols-2">
                {ADD_SECTION.map(({ label, icon: Icon, empty }) => (
                  <Button
                    key={label}
                    type="button"
                    variant="outline"
                    onClick={() => lessons.append(empty())}
                    className="w-full"
                  >
                    <Icon aria-hidden />
                    {label}
                  </Button>
                ))}
              </div>
            </Card>
          </div>

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            <Button asChild variant="ghost">
              <Link to={course ? paths.instructor.course(course.id) : paths.instructor.courses}>Cancel</Link>
            </Button>
            {editing ? null : (
              <Button type="submit" variant="outline" size="lg" disabled={blocked} data-action="draft">
                {COURSE_MSG.saveAsDraft}
              </Button>
            )}
            <Button
              type="submit"
              variant="gradient"
              size="lg"
              disabled={blocked}
              className="sm:min-w-64"
              data-action="publish"
            >
              {label}
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );
}
