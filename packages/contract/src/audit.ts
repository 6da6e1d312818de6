/**
 * The audit log: every admin action that moves money or removes content, written in the same
 * transaction as the action, append-only (the database refuses updates and deletes).
 */
import { z } from 'zod';
import { listQuerySchema, pageOf } from './paging.js';

export const AUDIT_ACTIONS = [
  'withdrawal.approved',
  'withdrawal.rejected',
  'payout.recorded',
  'course.deleted',
  'role.approved',
  'role.rejected',
  'account.disabled',
  'account.enabled',
  'certificate.revoked',
  'coupon.created',
  'coupon.disabled',
  'seller-settings.saved',
  'seller-settings.removed',
  'refund.requested',
  'refund.approved',
  'refund.rejected',
  'refund.completed',
  'refund.failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ENTITIES = [
  'withdrawal',
  'order',
  'course',
  'role-request',
  'user',
  'certificate',
  'coupon',
  'seller-settings',
  'refund',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'withdrawal.approved': 'Withdrawal approved',
  'withdrawal.rejected': 'Withdrawal rejected',
  'payout.recorded': 'Payout recorded',
  'course.deleted': 'Course deleted',
  'role.approved': 'Role request approved',
  'role.rejected': 'Role request rejected',
  'account.disabled': 'Account disabled',
  'account.enabled': 'Account enabled',
  'certificate.revoked': 'Certificate revoked',
  'coupon.created': 'Coupon created',
  'coupon.disabled': 'Coupon disabled',
  'seller-settings.saved': 'GST settings saved',
  'seller-settings.removed': 'GST settings removed',
  'refund.requested': 'Refund requested',
  'refund.approved': 'Refund approved',
  'refund.rejected': 'Refund rejected',
  'refund.completed': 'Refund completed',
  'refund.failed': 'Refund refused by the provider',
};

/** A JSON snapshot of the row before or after the action. */
export const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it; kept as written even if the account is later removed. */
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string(), role: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** A one-line description (the course title, the amount…). */
  summary: z.string(),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema({
  action: z.enum(AUDIT_ACTIONS).optional(),
  entityType: z.enum(AUDIT_ENTITIES).optional(),
  entityId: z.uuid().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET AUDIT_API.list: newest first. */
export const auditPageSchema = pageOf('entries', auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
