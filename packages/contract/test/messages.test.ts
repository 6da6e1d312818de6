import { describe, expect, it } from 'vitest';
import { CONVERSATION_MSG, MESSAGE_MAX_LENGTH, MSG, messageInputSchema, tooManyAttemptsMessage } from '../src/index.js';

describe('the 429 message', () => {
  it.each([
    [0, 'Too many attempts. Please try again in 1 second.'],
    [0.2, 'Too many attempts. Please try again in 1 second.'],
    [45, 'Too many attempts. Please try again in 45 seconds.'],
    [59, 'Too many attempts. Please try again in 59 seconds.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [14 * 60, 'Too many attempts. Please try again in 14 minutes.'],
    [899, 'Too many attempts. Please try again in 15 minutes.'],
  ])('a wait of %j seconds is told, rounded up', (seconds, text) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(text);
  });

  it('claims no wait when the wait is not known', () => {
    expect(MSG.tooManyAttempts).not.toMatch(/minute|second/);
  });
});

describe('the text of a message', () => {
  it.each([
    ['nothing', ''],
    ['spaces and a tab', '  \t '],
    ['zero-width spaces and joiners', '\u200B\u200C\u200D\u2060'],
    ['a byte order mark and bidi marks', '\uFEFF\u200E\u200F\u202E'],
    ['Hangul fillers', '\u3164\u115F\uFFA0'],
    ['a braille blank and a soft hyphen', '\u2800\u00AD'],
    ['variation selectors and tags', '\uFE0F\u{E0041}\u{E007F}'],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
  ])('made of %s is refused like an empty one', (_what, text) => {
    const parsed = messageInputSchema.safeParse({ message: text });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([CONVERSATION_MSG.messageRequired]);
  });

  it.each([
    ['a word', 'Hi', 'Hi'],
    ['a word between invisible characters', '\u200B Hi \u200B', '\u200B Hi \u200B'],
    [
      'an emoji made with joiners',
      ' \u{1F468}\u200D\u{1F469}\u200D\u{1F467} ',
      '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
    ],
    ['a dot', '.', '.'],
  ])('with %s is taken, surrounding spaces dropped', (_what, text, kept) => {
    expect(messageInputSchema.parse({ message: text })).toEqual({ message: kept });
  });

  it('over the limit is refused with its own message', () => {
    const parsed = messageInputSchema.safeParse({ message: 'y'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([CONVERSATION_MSG.messageTooLong]);
  });
});
