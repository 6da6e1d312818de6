/** Student, lead and instructor dashboards (spec section 2): every figure is computed by the server. */
import { DASHBOARD_API, instructorDashboardSchema, leadDashboardSchema, studentDashboardSchema } from '@cms/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseResponse } from '@/lib/api';
import { dashboardKeys } from '@/lib/query-keys';

/** The schema of each role's dashboard; its path is DASHBOARD_API[role], its cache key dashboardKeys[role]. */
const DASHBOARD_SCHEMAS = {
  student: studentDashboardSchema,
  lead: leadDashboardSchema,
  instructor: instructorDashboardSchema,
} as const;

export type DashboardRole = keyof typeof DASHBOARD_SCHEMAS;
type DashboardOf<R extends DashboardRole> = z.output<(typeof DASHBOARD_SCHEMAS)[R]>;

/** The dashboard of `role`, checked with its schema. */
export function useDashboard<R extends DashboardRole>(role: R): UseQueryResult<DashboardOf<R>> {
  return useQuery({
    queryKey: dashboardKeys[role],
    queryFn: async ({ signal }) => parseResponse(DASHBOARD_SCHEMAS[role], await api.get(DASHBOARD_API[role], signal)),
  });
}
