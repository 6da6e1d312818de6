/** The player's texts around captions: speed, the captions menu, the transcript and the keyboard shortcuts. */
export const PLAYER_MSG = {
  speed: 'Playback speed',
  speedValue: (rate: number) => `${rate}×`,
  captions: 'Captions',
  captionsOff: 'Off',
  transcript: 'Transcript',
  transcriptLoading: 'Loading transcript...',
  transcriptFailed: 'The transcript could not be loaded.',
  shortcuts: 'Keyboard shortcuts',
  shortcutsDescription: 'While the player has focus, or nothing else on the page does.',
  /** Each shortcut: its keys and what it does, in the order the help overlay lists them. */
  shortcutList: [
    ['Space / K', 'Play or pause'],
    ['J / L', 'Back / forward 10 seconds'],
    ['← / →', 'Back / forward 5 seconds'],
    ['↑ / ↓', 'Volume up / down'],
    ['M', 'Mute or unmute'],
    ['F', 'Fullscreen'],
    ['C', 'Captions on or off'],
    ['Shift + > / Shift + <', 'Faster / slower'],
    ['N', 'Next lesson'],
    ['?', 'This help'],
  ] as const,
} as const;
