/** Role requests as the server answers them (ROLE_APPROVAL): a pending Lead request, then the admin's view of one. */
import type { AdminRoleRequest, RoleRequest } from '@cms/contract';

export const LEAD_REQUEST_ID = '7c1f0d7e-3f43-4a59-9a53-9d8a3f0c4a11';

export const makeRoleRequest = (over: Partial<RoleRequest> = {}): RoleRequest => ({
  id: LEAD_REQUEST_ID,
  role: 'Lead',
  status: 'pending',
  details: {
    rollNumber: '22A91A0501',
    branch: 'CAI',
    gender: 'Female',
    team: 'Team-3',
    college: null,
    linkedIn: null,
    gitHub: null,
    UPI: null,
    profileImg: '/api/media/img-1',
  },
  reason: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  decidedAt: null,
  ...over,
});

export const makeAdminRoleRequest = (over: Partial<AdminRoleRequest> = {}): AdminRoleRequest => ({
  ...makeRoleRequest(),
  applicant: { id: 'u1', name: 'Asha Verma', email: 'asha@college.edu' },
  decidedBy: null,
  ...over,
});
