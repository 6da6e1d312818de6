/** Texts of the HTTP layer itself (not in the spec; issue 19). */
export const HTTP_MSG = {
  /** 408: a request body that stalled, or took longer than REQUEST_TIMEOUT_MS to arrive. */
  requestTimeout: 'The request took too long to arrive. Please try again.',
} as const;
