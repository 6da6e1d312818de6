/** Student, lead and instructor dashboards (spec section 2): every figure is computed by the server. */
import { DASHBOARD_API, instructorDashboardSchema, leadDashboardSchema, studentDashboardSchema } from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '@/lib/api';
import { dashboardKeys } from '@/lib/query-keys';

export const getStudentDashboard = async (signal?: AbortSignal) =>
  parseResponse(studentDashboardSchema, await api.get(DASHBOARD_API.student, signal));

export const getLeadDashboard = async (signal?: AbortSignal) =>
  parseResponse(leadDashboardSchema, await api.get(DASHBOARD_API.lead, signal));

export const getInstructorDashboard = async (signal?: AbortSignal) =>
  parseResponse(instructorDashboardSchema, await api.get(DASHBOARD_API.instructor, signal));

export function useStudentDashboard() {
  return useQuery({ queryKey: dashboardKeys.student, queryFn: ({ signal }) => getStudentDashboard(signal) });
}

export function useLeadDashboard() {
  return useQuery({ queryKey: dashboardKeys.lead, queryFn: ({ signal }) => getLeadDashboard(signal) });
}

export function useInstructorDashboard() {
  return useQuery({ queryKey: dashboardKeys.instructor, queryFn: ({ signal }) => getInstructorDashboard(signal) });
}
