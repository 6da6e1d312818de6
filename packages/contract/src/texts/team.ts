import { CONVERSATION_MSG } from './conversation.js';

export const TEAM_MSG = {
  title: 'Your Team Members',
  subtitle: 'The students of your team: their courses and progress, and a message when they need one.',
  searchPlaceholder: 'Search by name, team, or email...',
  searchLabel: 'Search team members',
  sortLabel: 'Sort by',
  empty: 'No team members found',
  emptyTeam: 'No student has joined your team yet.',
  noMatch: 'Try a different name, team or e-mail.',
  viewProfile: 'View Profile',
  email: 'Email',
  phone: 'Phone',
  college: 'College',
  branch: 'Branch',
  team: 'Team',
  notGiven: 'Not provided',
  enrolledCourses: 'Enrolled Courses',
  noCourses: 'Not enrolled in any course yet.',
  message: 'Message',
  messagePlaceholder: 'Write a message to your team member...',
  sendMessage: 'Send Message',
  sending: 'Sending...',
  openConversation: 'Open conversation',
  fetchFailed: 'Failed to load your team. Please try again.',
  memberFetchFailed: 'Failed to load the profile. Please try again.',
  /** A member of another team, a non-student or an unknown id. */
  notInTeam: CONVERSATION_MSG.notInTeam,
  memberNotFound: 'Team member not found',
  /** A lead without a lead profile has no team. */
  noTeam: 'Complete your lead profile to see your team',
  /** Spec 5 and 8: the toasts of the message form. */
  messageRequired: CONVERSATION_MSG.messageRequired,
  successTitle: CONVERSATION_MSG.successTitle,
  errorTitle: CONVERSATION_MSG.errorTitle,
  sent: CONVERSATION_MSG.sent,
  sendFailed: CONVERSATION_MSG.sendFailed,
} as const;
