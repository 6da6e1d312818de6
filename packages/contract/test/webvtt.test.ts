/** The WebVTT cue parser shared by the server's upload check and the player's transcript (pure). */
import { describe, expect, it } from 'vitest';
import { CAPTION_MSG, formatVttTime, parseWebVtt } from '../src/index.js';

describe('parseWebVtt', () => {
  it('reads cues with identifiers, settings, hours, tags and entities; skips NOTE, STYLE and REGION', () => {
    const text = [
      '\uFEFFWEBVTT - a title',
      'Kind: captions',
      '',
      'NOTE written by hand',
      'over two lines',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:01.000 --> 00:04.500 align:start line:0',
      '<v Ira>Hello &amp; <i>welcome</i></v>',
      'to the course',
      '',
      '',
      '01:00:00.250 --> 01:00:02.000',
      'Tom &lt;3 Jerry',
    ].join('\r\n');
    const { cues, issues } = parseWebVtt(text);
    expect(issues).toEqual([]);
    expect(cues).toEqual([
      { start: 1, end: 4.5, text: 'Hello & welcome to the course', line: 11 },
      { start: 3600.25, end: 3602, text: 'Tom <3 Jerry', line: 16 },
    ]);
  });

  it('names the line of each problem', () => {
    expect(parseWebVtt('WEBVTTX\n\n00:01.000 --> 00:02.000\nx').issues).toEqual([
      { line: 1, message: CAPTION_MSG.noHeader },
    ]);
    expect(parseWebVtt('').issues).toEqual([{ line: 1, message: CAPTION_MSG.noHeader }]);
    const { cues, issues } = parseWebVtt(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nok\n\njust text\n\n00:00:61.000 --> 00:01:02.000\nbad seconds\n\n00:00:05.000 --> 00:00:05.000\nzero length\n',
    );
    expect(cues.map((c) => c.text)).toEqual(['ok']);
    expect(issues).toEqual([
      { line: 6, message: CAPTION_MSG.badTiming(6) },
      { line: 8, message: CAPTION_MSG.badTiming(8) },
      { line: 11, message: CAPTION_MSG.endBeforeStart(11) },
    ]);
  });

  it('a file with a header and no cue has neither cues nor issues (the caller says "no cues")', () => {
    expect(parseWebVtt('WEBVTT\n\nNOTE nothing yet\n')).toEqual({ cues: [], issues: [] });
  });

  it('formatVttTime writes hours, minutes, seconds and milliseconds', () => {
    expect(formatVttTime(0)).toBe('00:00:00.000');
    expect(formatVttTime(3723.5)).toBe('01:02:03.500');
  });
});
