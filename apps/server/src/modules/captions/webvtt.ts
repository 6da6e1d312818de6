/**
 * Validation of an uploaded WebVTT file (pure): UTF-8, the "WEBVTT" header, at least one cue,
 * every timing line well formed with its start before its end, and no cue ending after the
 * lesson's duration (+ CAPTION_DURATION_SLACK_SECONDS) when the duration is known. The cue parser
 * itself is the contract's (the web app's transcript reads cues with it too).
 */
import {
  CAPTION_DURATION_SLACK_SECONDS,
  CAPTION_MAX_BYTES,
  CAPTION_MSG,
  formatVttTime,
  parseWebVtt,
} from '@cms/contract';

export type VttCheck = { ok: true; text: string; cueCount: number } | { ok: false; message: string; tooLarge?: true };

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function validateWebVtt(bytes: Uint8Array, durationSeconds: number | null): VttCheck {
  if (bytes.byteLength > CAPTION_MAX_BYTES) return { ok: false, message: CAPTION_MSG.tooLarge, tooLarge: true };
  if (bytes.byteLength === 0) return { ok: false, message: CAPTION_MSG.noHeader };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: CAPTION_MSG.notUtf8 };
  }
  // No NUL or other C0 control characters but tab and line ends (the WebVTT syntax forbids NUL).
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.exec(text);
  if (control) {
    const line = text.slice(0, control.index).split(/\r\n|\r|\n/).length;
    return { ok: false, message: CAPTION_MSG.controlCharacter(line) };
  }
  const { cues, issues } = parseWebVtt(text);
  const first = issues[0];
  if (first) return { ok: false, message: first.message };
  if (cues.length === 0) return { ok: false, message: CAPTION_MSG.noCues };
  if (durationSeconds !== null && durationSeconds > 0) {
    const late = cues.find((c) => c.end > durationSeconds + CAPTION_DURATION_SLACK_SECONDS);
    if (late) {
      return {
        ok: false,
        message: CAPTION_MSG.beyondDuration(late.line, formatVttTime(late.end), formatVttTime(durationSeconds)),
      };
    }
  }
  return { ok: true, text: text.replace(/^\uFEFF/, ''), cueCount: cues.length };
}
