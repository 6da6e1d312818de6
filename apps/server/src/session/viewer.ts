/** The caller as the services see them: who the request's session belongs to. */
import type { Role } from '@cms/contract';

/** Who is asking: null for an anonymous caller. */
export type Viewer = { userId: string; role: Role } | null;
