/** The audit feature as other features and the areas see it. */
export { useAuditEntries, useAuditLog } from './api/audit';
export { AuditHistory } from './components/audit-history';
export { EntityAuditHistory } from './components/entity-audit-history';
export { AuditPage } from './pages/audit-page';
