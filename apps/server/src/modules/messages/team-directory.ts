/** What messages need to know of teams, declared here and answered by the teams module (wired in services.ts). */
import type { Handle } from '../../db/repository.js';

export interface TeamDirectory {
  /** Whether the member is (still) a student of the lead's team, read through `db` (the caller's transaction). */
  isMember(leadId: string, memberId: string, db?: Handle): Promise<boolean>;
}
