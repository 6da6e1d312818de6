import { Users } from 'lucide-react';
import { AreaLayout } from '@/app/areas/area-layout';
import { learnerNav, learnerPages } from '@/app/areas/learner-area';
import { paths } from '@/config/paths';
import { LeadDashboard } from '@/features/dashboards';
import { LeadProfilePage } from '@/features/profiles';
import { TeamMembersPage } from '@/features/teams';

export const LEAD_NAV = learnerNav('lead', [{ to: paths.lead.members, label: 'Team Members', icon: Users }]);

/** Spec: the lead shell's brand link goes to the sign-in route (which sends a signed-in lead home). */
export function LeadLayout() {
  return <AreaLayout area="Lead" nav={LEAD_NAV} brandTo={paths.auth.signIn} />;
}

export const learner = learnerPages('lead', { dashboard: LeadDashboard, profile: LeadProfilePage });
export const LeadMembersPage = () => <TeamMembersPage />;
