/** The audit log: a page of entries (newest first), optionally of one action or one entity. */
import { AUDIT_API, auditPageSchema, type AuditAction, type AuditEntity, type AuditPage } from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { usePageQuery } from '@/lib/page-query';
import { checkedApi } from '@/lib/api';
import { auditKeys } from '@/lib/query-keys';

export interface AuditParams {
  action?: AuditAction;
  entityType?: AuditEntity;
  entityId?: string;
  page?: number;
  pageSize?: number;
}

export function auditUrl(params: AuditParams): string {
  const q = new URLSearchParams();
  if (params.action) q.set('action', params.action);
  if (params.entityType) q.set('entityType', params.entityType);
  if (params.entityId) q.set('entityId', params.entityId);
  if (params.page && params.page > 1) q.set('page', String(params.page));
  if (params.pageSize) q.set('pageSize', String(params.pageSize));
  const s = q.toString();
  return s ? `${AUDIT_API.list}?${s}` : AUDIT_API.list;
}

export const getAudit = (params: AuditParams, signal?: AbortSignal): Promise<AuditPage> =>
  checkedApi.get(auditPageSchema, auditUrl(params), signal);

/** One page of the whole log (the audit page). */
export function useAuditLog(params: AuditParams) {
  return usePageQuery(auditKeys.list(params), (signal) => getAudit(params, signal));
}

/** The entries of one withdrawal, order or course (its History section). */
export function useAuditEntries({
  entityType,
  entityId,
  enabled = true,
}: {
  entityType: AuditEntity;
  entityId: string;
  enabled?: boolean;
}) {
  const params: AuditParams = { entityType, entityId, pageSize: 100 };
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    enabled: enabled && Boolean(entityId),
  });
}
