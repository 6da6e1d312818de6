/**
 * The data a page rendered on the server was rendered with (the query cache, dehydrated), embedded
 * beside it as JSON (<script type="application/json">, which never runs, so the CSP needs no hash for
 * it). The client puts it back into its query cache before hydrating: the first render shows the same
 * data without a request, so hydration changes nothing on screen.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/** The <script> element holding the cache of `client`; `<` escaped so no text can end the element. */
export function stateScript(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${json}</script>`;
}

/** The embedded state, or null when the page came as the plain app shell. */
export function readFirstScreenState(): DehydratedState | null {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * Puts the embedded state into `client`. Its data counts as loaded now: the server sent the page for
 * the catalogue version of this very request (a page is rendered once per version), however long ago
 * it rendered it.
 */
export function restoreFirstScreenState(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
  });
}
