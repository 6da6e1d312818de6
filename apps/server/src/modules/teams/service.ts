/**
 * The lead's team (spec 2 "Team members"): the members are the users with role Student whose
 * student profile has the lead's team. Other leads of the same team are not members: a lead's
 * team is the people the lead leads. A lead sees and writes to the own team's members only:
 * another user is refused with 403, an id no user has with 404.
 */
import {
  TEAM_MSG,
  type TeamMember,
  type TeamMemberDetail,
  type TeamMembers,
  type TeamMessageResponse,
} from '@cms/contract';
import type { Viewer } from '../../session/viewer.js';
import type { LearningService } from '../learning/service.js';
import { pictureOf } from '../media/service.js';
import type { MessageService } from '../messages/service.js';
import { teamErrors } from './errors.js';
import type { MemberRow, TeamRepository } from './repository.js';

type SignedIn = NonNullable<Viewer>;

function toMember(r: MemberRow): TeamMember {
  return {
    _id: r.id,
    name: r.name,
    teamNum: r.team,
    email: r.email,
    profileImg: pictureOf(r),
    branch: r.branch,
    phone: r.phone,
    college: r.college,
    courseCount: Number(r.courseCount),
  };
}

export class TeamService {
  constructor(
    private readonly repo: TeamRepository,
    private readonly learning: LearningService,
    private readonly messages: MessageService,
  ) {}

  /** The lead's team, by name (the page sorts and searches them itself); none without a lead profile. */
  async members(viewer: SignedIn): Promise<TeamMembers> {
    const lead = await this.repo.lead(viewer.userId);
    const rows = lead?.team ? await this.repo.members(lead.team) : [];
    return { success: true, members: rows.map(toMember) };
  }

  /** View Profile: one member with the real status and progress of each enrolled course. */
  async member(viewer: SignedIn, memberId: string): Promise<TeamMemberDetail> {
    const { lead, member } = await this.ownMember(viewer, memberId);
    const [enrolled, conversationId] = await Promise.all([
      this.learning.enrolledCourses(member.id),
      this.messages.conversationWith(lead.id, member.id),
    ]);
    return {
      success: true,
      member: {
        ...toMember(member),
        courses: enrolled.map((e) => ({
          courseId: e.course.id,
          title: e.course.title,
          status: e.status,
          progress: e.progressPercent,
        })),
        conversationId,
      },
    };
  }

  /** Spec 7 POST /lead/team/message/{memberId}: added to the pair's conversation and mailed to the member. */
  async message(viewer: SignedIn, memberId: string, text: string, appUrl: string): Promise<TeamMessageResponse> {
    const { lead, member } = await this.ownMember(viewer, memberId);
    const conversationId = await this.messages.sendToMember(lead, member, text, appUrl);
    return { success: true, message: TEAM_MSG.sent, conversationId };
  }

  /** The caller (a lead) and a member of the lead's team; 403 for any other user, 404 for an unknown id. */
  private async ownMember(viewer: SignedIn, memberId: string) {
    const lead = await this.repo.lead(viewer.userId);
    const member = lead?.team ? await this.repo.member(lead.team, memberId) : undefined;
    if (!lead || !member) {
      throw (await this.repo.userExists(memberId)) ? teamErrors.notInTeam() : teamErrors.memberNotFound();
    }
    return { lead, member };
  }
}
