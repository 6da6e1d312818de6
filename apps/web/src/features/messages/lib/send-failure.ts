/** Spec 8 "Team message": a failure shows the server's message, else "Failed to send message". */
import { CONVERSATION_MSG } from '@cms/contract';
import { isApiError } from '@/lib/api';

export function sendFailureText(error: unknown): string {
  return isApiError(error) && error.code !== 'HTTP_ERROR' && error.message
    ? error.message
    : CONVERSATION_MSG.sendFailed;
}
