/** A course's insight as its instructor or an admin reads it: the figures, and a page of its learners. */
import {
  INSIGHTS_API,
  courseInsightsSchema,
  courseLearnersPageSchema,
  type CourseInsights,
  type CourseLearnersPage,
} from '@cms/contract';
import { checkedApi, courseUrl } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { usePageQuery } from '@/lib/page-query';
import { withQuery } from '@/lib/with-query';

/** Whose routes: the instructor's own course, or the admins' (any course). */
export type InsightsArea = 'instructor' | 'admin';

const URLS = {
  instructor: { insights: INSIGHTS_API.instructorInsights, learners: INSIGHTS_API.instructorLearners },
  admin: { insights: INSIGHTS_API.adminInsights, learners: INSIGHTS_API.adminLearners },
} as const;

export interface LearnersParams {
  search?: string;
  page?: number;
  pageSize?: number;
}

export const insightKeys = {
  all: ['insights'] as const,
  summary: (area: InsightsArea, courseId: string) => [...insightKeys.all, area, courseId, 'summary'] as const,
  learners: (area: InsightsArea, courseId: string, params: LearnersParams) =>
    [...insightKeys.all, area, courseId, 'learners', params] as const,
};

export function useCourseInsights(area: InsightsArea, courseId: string) {
  return useFetchQuery(insightKeys.summary(area, courseId), (signal): Promise<CourseInsights> =>
    checkedApi.get(courseInsightsSchema, courseUrl(URLS[area].insights, courseId), signal),
  );
}

export function useCourseLearners(area: InsightsArea, courseId: string, params: LearnersParams) {
  const url = withQuery(courseUrl(URLS[area].learners, courseId), {
    search: params.search,
    page: params.page && params.page > 1 ? params.page : undefined,
    pageSize: params.pageSize,
  });
  return usePageQuery(insightKeys.learners(area, courseId, params), (signal): Promise<CourseLearnersPage> =>
    checkedApi.get(courseLearnersPageSchema, url, signal),
  );
}
