export const VIDEO_MSG = {
  /** "Processing 42 %": shown on the lesson while the renditions are being made. */
  processing: (percent: number) => `Processing ${Math.max(0, Math.min(100, Math.round(percent)))} %`,
  queued: 'Waiting to be processed',
  failed: 'Could not process this video',
  /** The error kept on a failed rendition job. */
  couldNotProcess: 'could not process',
  failedHint: 'Upload the video again (an MP4, WebM, Ogg or QuickTime file that plays on your computer).',
  originalPlaysMeanwhile: 'The original video plays until the adaptive versions are ready.',
  quality: 'Quality',
  auto: 'Auto',
  /** A rendition in the manual quality menu, e.g. "480p". */
  rendition: (height: number) => `${height}p`,
  notFound: 'Video not found',
  linkExpired: 'This video link has expired. Reload the page.',
} as const;
