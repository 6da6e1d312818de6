/** The player's <video> element as the journeys poll it: its facts, and waiting for its metadata. */
import { expect, type Locator } from '@playwright/test';

/** Facts of a <video> element for polling. */
export async function videoState(video: Locator) {
  return video.evaluate((v: HTMLVideoElement) => ({
    src: v.currentSrc || v.src,
    readyState: v.readyState,
    paused: v.paused,
    muted: v.muted,
    currentTime: v.currentTime,
    duration: v.duration,
    error: v.error?.code ?? null,
  }));
}

/** Waits until the video has loaded its metadata (readyState HAVE_METADATA or more). */
export async function metadataLoaded(video: Locator): Promise<void> {
  await expect
    .poll(async () => (await videoState(video)).readyState, { message: 'the video has loaded its metadata' })
    .toBeGreaterThanOrEqual(1);
}
