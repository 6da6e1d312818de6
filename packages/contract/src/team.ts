/**
 * The lead's team (spec 2 "Team members", 3 "Team member", 4 "Team list", 5 "Message to team
 * member", 7 and 8 "Team message", 9 "Team sort keys"). The members of a lead's team are the
 * students whose team is the lead's team; a lead sees and writes to those only.
 */
import { z } from 'zod';
import { COURSE_STATUSES } from './learning.js';
import { actionResponseSchema, listOf } from './http.js';

/** Spec 9: the team list's sort keys; the default is name, ascending. */
export const TEAM_SORT_KEYS = ['name', 'team', 'courses'] as const;
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];
export const TEAM_SORT_LABELS: Record<TeamSortKey, string> = { name: 'Name', team: 'Team', courses: 'Courses' };
export const DEFAULT_TEAM_SORT: TeamSortKey = 'name';

/** Spec 3 "Team member": one member of the lead's team (`_id` is the member's user id). */
export const teamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  teamNum: z.string(),
  email: z.string(),
  profileImg: z.string().nullable(),
  branch: z.string(),
  phone: z.string().nullable(),
  college: z.string().nullable(),
  /** Courses the member is enrolled in. */
  courseCount: z.number().int().min(0),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = listOf('members', teamMemberSchema);
export type TeamMembers = z.infer<typeof teamMembersSchema>;

/** An enrolled course of a member with its real progress (lessons watched). */
export const memberCourseSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  /** Whole percent 0–100 of the course's lessons completed. */
  progress: z.number().int().min(0).max(100),
});
export type MemberCourse = z.infer<typeof memberCourseSchema>;

/** The View Profile dialog: the member, their enrolled courses, and the conversation if there is one. */
export const teamMemberDetailSchema = z.object({
  success: z.literal(true),
  member: teamMemberSchema.extend({
    courses: z.array(memberCourseSchema),
    /** The lead's conversation with the member, once one message was sent. */
    conversationId: z.string().nullable(),
  }),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/** Spec 7 POST /lead/team/message/{memberId} takes { message } (messageInputSchema) and answers this. */
export const teamMessageResponseSchema = actionResponseSchema({
  /** The conversation the message was added to (created by the first message). */
  conversationId: z.string(),
});
export type TeamMessageResponse = z.infer<typeof teamMessageResponseSchema>;
