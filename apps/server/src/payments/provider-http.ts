/**
 * One HTTP call to a payment provider's REST API (PayPal, Razorpay): the status and the parsed
 * JSON body (null when there is none or it is not JSON), or Unreachable when no whole answer came
 * (connection refused or reset, timed out, body cut off). Providers turn Unreachable into
 * 'unavailable' results.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Answer {
  status: number;
  body: any;
}

/** How long a provider call may take by default before it counts as unreachable. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The request never got an answer (connection refused, reset, timed out). */
export class Unreachable extends Error {}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** `provider` names the provider in the error messages. */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Answer> {
  const what = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new Unreachable(`${provider} unreachable (${what}): ${(err as Error).message}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw new Unreachable(`${provider} answer cut off (${what}): ${(err as Error).message}`);
  }
  return { status: res.status, body: parseJson(text) };
}
