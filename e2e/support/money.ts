/** Read-outs of the money screens' data through the API, to compare the screens with what the server holds. */
import { expect, type APIRequestContext } from '@playwright/test';
import {
  EARNINGS_API,
  INSTRUCTOR_ADMIN_API,
  WITHDRAWAL_API,
  type EarningsSummary,
  type InstructorList,
  type SalesPage,
  type WithdrawalHistory,
} from '../../packages/contract/src/index.js';
import { DEMO_EMAIL } from './app.js';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** As an admin: the demo instructor's user id. */
export async function demoInstructorId(request: APIRequestContext): Promise<string> {
  const list = await json<InstructorList>(
    request,
    `${INSTRUCTOR_ADMIN_API.list}?search=${encodeURIComponent(DEMO_EMAIL.Instructor)}`,
  );
  expect(list.instructors.length, 'the demo instructor in the admin list').toBe(1);
  return list.instructors[0]!.id;
}

/** As an admin: the demo instructor's sales, newest first. */
export async function instructorSales(
  request: APIRequestContext,
  instructorId: string,
  search = '',
): Promise<SalesPage> {
  const q = new URLSearchParams({ pageSize: '100', ...(search ? { search } : {}) });
  return json<SalesPage>(request, `${INSTRUCTOR_ADMIN_API.sales.replace(':id', instructorId)}?${q}`);
}

/** As an admin: a paid sale of the demo instructor (for the pay page). */
export async function demoPaidOrderId(request: APIRequestContext): Promise<string> {
  const sales = await instructorSales(request, await demoInstructorId(request));
  const paid = sales.sales.find((s) => s.status === 'Approval');
  expect(paid, 'a paid sale of the demo instructor').toBeTruthy();
  return paid!.orderId;
}

/** As the instructor: the earnings summary (balance included). */
export const apiEarnings = (request: APIRequestContext) => json<EarningsSummary>(request, EARNINGS_API.summary);

/** As the instructor: withdrawal history, balance and UPI ID. */
export const apiWithdrawals = (request: APIRequestContext) => json<WithdrawalHistory>(request, WITHDRAWAL_API.history);
