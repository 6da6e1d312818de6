/** The role-requests feature (ROLE_APPROVAL) as other features and the areas see it. */
export { useMyRoleRequest } from './api/role-requests';
export { PendingApprovalsBadge } from './components/pending-badge';
export { RejectedNotice } from './components/rejected-notice';
export { WaitingHome } from './components/waiting-home';
export { ApprovalsPage } from './pages/approvals-page';
