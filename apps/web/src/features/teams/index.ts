/** The teams feature (the lead's Team Members page) as other features and the areas see it. */
export { TeamMembersPage } from './pages/team-members-page';
