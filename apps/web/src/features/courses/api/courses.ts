/**
 * Courses: the catalogue, one course, the instructor's and the admin's lists, and the changes an
 * instructor or an admin makes. Every response is checked against the contract's schema.
 */
import {
  adminCourseDetailSchema,
  COURSE_API,
  courseDetailSchema,
  courseListSchema,
  courseMutationResponseSchema,
  type AdminCourseDetail,
  type CatalogueQuery,
  type CourseDetail,
  DEFAULT_CATALOGUE_SORT,
  type CourseInput,
  type NewCourseInput,
  type CourseList,
  messageResponseSchema,
} from '@cms/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageQuery } from '@/lib/page-query';
import { api, checkedApi, courseUrl, parseResponse } from '@/lib/api';
import { courseKeys } from '@/lib/query-keys';
import { withQuery } from '@/lib/with-query';

/** A list's search and page; the catalogue's also its filters and sort (the contract's catalogue query). */
export type CatalogueParams = Partial<Omit<CatalogueQuery, 'page' | 'pageSize'>> & {
  page?: number;
  pageSize?: number;
};

/**
 * The params as the request and the cache key take them: blanks, page 1 and the default sort left out,
 * so that the unfiltered first page is one request (and one cache entry) however it was asked for.
 */
export function catalogueRequest(params: CatalogueParams): CatalogueParams {
  const { search, page, pageSize, sort, category, level, minPrice, maxPrice, minRating } = params;
  const request: CatalogueParams = {
    search: search?.trim() || undefined,
    page: page && page > 1 ? page : undefined,
    pageSize,
    sort: sort === DEFAULT_CATALOGUE_SORT ? undefined : sort,
    category,
    level,
    minPrice,
    maxPrice,
    minRating,
  };
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as CatalogueParams;
}

const listUrl = (path: string, params: CatalogueParams) => withQuery(path, catalogueRequest(params));

export const getCatalogue = (params: CatalogueParams, signal?: AbortSignal): Promise<CourseList> =>
  checkedApi.get(courseListSchema, listUrl(COURSE_API.catalogue, params), signal);

export const getAdminCourses = (params: CatalogueParams, signal?: AbortSignal): Promise<CourseList> =>
  checkedApi.get(courseListSchema, listUrl(COURSE_API.adminCourses, params), signal);

/** The instructor's own courses (drafts included), all of them: the page filters by title itself. */
export const getInstructorCourses = (signal?: AbortSignal): Promise<CourseList> =>
  checkedApi.get(courseListSchema, listUrl(COURSE_API.instructorCourses, { pageSize: 60 }), signal);

/** GET /api/instructor/courses/:id: the caller's own course (another instructor's is 404). */
export const getInstructorCourse = (id: string, signal?: AbortSignal): Promise<CourseDetail> =>
  checkedApi.get(courseDetailSchema, courseUrl(COURSE_API.instructorCourse, id), signal);
export const getCourse = (id: string, signal?: AbortSignal): Promise<CourseDetail> =>
  checkedApi.get(courseDetailSchema, courseUrl(COURSE_API.course, id), signal);

export const getAdminCourse = (id: string, signal?: AbortSignal): Promise<AdminCourseDetail> =>
  checkedApi.get(adminCourseDetailSchema, courseUrl(COURSE_API.adminCourse, id), signal);

/** The public catalogue (student, lead) or the admin's list of every course, drafts included. */
export function useCourseList(scope: 'catalogue' | 'admin', params: CatalogueParams) {
  const request = catalogueRequest(params);
  return usePageQuery(scope === 'admin' ? courseKeys.admin(request) : courseKeys.catalogue(request), (signal) =>
    scope === 'admin' ? getAdminCourses(request, signal) : getCatalogue(request, signal),
  );
}

export function useInstructorCourses() {
  return useQuery({ queryKey: courseKeys.instructor, queryFn: ({ signal }) => getInstructorCourses(signal) });
}

export function useCourse(id: string | undefined) {
  return useQuery({
    queryKey: courseKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getCourse(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** The instructor's own course, for its management pages. */
export function useInstructorCourse(id: string | undefined) {
  return useQuery({
    queryKey: courseKeys.instructorDetail(id ?? ''),
    queryFn: ({ signal }) => getInstructorCourse(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useAdminCourse(id: string | undefined) {
  return useQuery({
    queryKey: courseKeys.adminDetail(id ?? ''),
    queryFn: ({ signal }) => getAdminCourse(id ?? '', signal),
    enabled: Boolean(id),
  });
}

const mutationResponse = (body: unknown) => parseResponse(courseMutationResponseSchema, body);

export const createCourse = async (input: NewCourseInput) =>
  mutationResponse(await api.post(COURSE_API.instructorCourses, input));
export const updateCourse = async (id: string, input: CourseInput) =>
  mutationResponse(await api.put(courseUrl(COURSE_API.instructorCourse, id), input));
export const publishCourse = async (id: string, isPublished: boolean) =>
  mutationResponse(await api.put(courseUrl(COURSE_API.publish, id), { isPublished }));

/** PUT /api/courses/:id/delete (a soft delete). */
export const deleteCourse = (id: string) =>
  checkedApi.put(messageResponseSchema, courseUrl(COURSE_API.deleteCourse, id));

/** Every course query is stale after a change. */
function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
}

export function useSaveCourse(editId: string | null) {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (input: CourseInput & { publish?: boolean }) =>
      editId ? updateCourse(editId, input) : createCourse(input),
    onSuccess: invalidate,
  });
}

export function usePublishCourse(id: string) {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (isPublished: boolean) => publishCourse(id, isPublished),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCourse(id),
    onSuccess: async () => {
      // The deleted course's own queries would only 404 now.
      queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
      queryClient.removeQueries({ queryKey: courseKeys.adminDetail(id) });
      queryClient.removeQueries({ queryKey: courseKeys.instructorDetail(id) });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
