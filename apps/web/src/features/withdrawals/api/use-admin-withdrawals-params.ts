/** The admin's withdrawal filter and page, kept in the URL (?status=&page=). */
import { DEFAULT_PAGE_SIZE, WITHDRAWAL_STATUSES } from '@cms/contract';
import { useListParams } from '@/lib/list-params';
import type { AdminWithdrawalsParams, WithdrawalFilter } from './admin-withdrawals';

export const WITHDRAWAL_FILTERS: readonly WithdrawalFilter[] = ['all', ...WITHDRAWAL_STATUSES];

const KEYS = ['status'] as const;

export function useAdminWithdrawalsParams() {
  const [raw, update] = useListParams(KEYS);
  const status = (WITHDRAWAL_FILTERS as readonly string[]).includes(raw.status)
    ? (raw.status as WithdrawalFilter)
    : 'all';
  const params: AdminWithdrawalsParams = { status, page: raw.page, pageSize: DEFAULT_PAGE_SIZE };
  return {
    params,
    /** A new filter goes back to page 1; "all" is left out of the URL. */
    setStatus: (next: WithdrawalFilter) => update({ status: next === 'all' ? '' : next }),
    setPage: (page: number) => update({ page }),
  };
}
