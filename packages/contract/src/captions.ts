/**
 * Captions (issue 20, a player people like): one WebVTT file per video lesson and language,
 * uploaded by the course's instructor and shown by the player as a <track> and a transcript.
 * The cue parser here is pure and shared: the server validates uploads with it, the web app reads
 * the transcript's lines with it.
 */
import { z } from 'zod';
import { actionResponseSchema } from './http.js';
import { CAPTION_MSG } from './texts/caption.js';
import { CAPTION_LABEL_MAX } from './constants.js';

/** The multipart field names of an upload. */
export const CAPTION_FILE_FIELD = 'file';
export const CAPTION_LABEL_FIELD = 'label';
/** The largest WebVTT file accepted. */
export const CAPTION_MAX_BYTES = 512 * 1024;
/** A cue may end this long after the lesson's known duration (rounding of the two clocks). */
export const CAPTION_DURATION_SLACK_SECONDS = 1;

/** The languages captions may be in (BCP 47 tags) and the label each is shown with by default. */
export const CAPTION_LANGUAGES = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
  bn: 'বাংলা (Bengali)',
  gu: 'ગુજરાતી (Gujarati)',
  kn: 'ಕನ್ನಡ (Kannada)',
  ml: 'മലയാളം (Malayalam)',
  mr: 'मराठी (Marathi)',
  or: 'ଓଡ଼ିଆ (Odia)',
  pa: 'ਪੰਜਾਬੀ (Punjabi)',
  ta: 'தமிழ் (Tamil)',
  te: 'తెలుగు (Telugu)',
  ur: 'اردو (Urdu)',
  fr: 'Français (French)',
  de: 'Deutsch (German)',
  es: 'Español (Spanish)',
} as const;
export type CaptionLanguageCode = keyof typeof CAPTION_LANGUAGES;
export const CAPTION_LANGUAGE_CODES = Object.keys(CAPTION_LANGUAGES) as [CaptionLanguageCode, ...CaptionLanguageCode[]];

export const captionLanguageSchema = z.enum(CAPTION_LANGUAGE_CODES, { error: CAPTION_MSG.unknownLanguage });
export const captionLabelSchema = z
  .string({ error: CAPTION_MSG.labelRequired })
  .trim()
  .min(1, CAPTION_MSG.labelRequired)
  .max(CAPTION_LABEL_MAX, CAPTION_MSG.labelTooLong);

/** A caption language of a lesson, as the course page and the player list them. */
export const lessonCaptionSchema = z.object({ language: z.string(), label: z.string() });
export type LessonCaption = z.infer<typeof lessonCaptionSchema>;

/** GET CAPTION_API.list. */
export const captionListSchema = z.object({
  captions: z.array(lessonCaptionSchema.extend({ cueCount: z.number().int(), url: z.string() })),
});
export type CaptionList = z.infer<typeof captionListSchema>;

/** PUT CAPTION_API.manage. */
export const captionSavedSchema = actionResponseSchema({
  caption: lessonCaptionSchema.extend({ cueCount: z.number().int() }),
});
export type CaptionSaved = z.infer<typeof captionSavedSchema>;

// ---- WebVTT, pure ------------------------------------------------------------------------------

export interface VttCue {
  /** Seconds. */
  start: number;
  end: number;
  /** The cue's text as plain text (tags removed, entities decoded), lines joined by a space. */
  text: string;
  /** The 1-based line of its timing line. */
  line: number;
}

export interface VttIssue {
  line: number;
  message: string;
}

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t]+.*)?$`);

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** 75.5 → "00:01:15.500". */
export function formatVttTime(total: number): string {
  const ms = Math.round(total * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** A cue's payload as plain text: tags (<v Speaker>, <i>, timestamps) dropped, entities decoded. */
function plainText(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads a WebVTT text: its cues, and what is wrong with it (the header, a block that is not a
 * cue, a malformed timing line, a cue ending before it starts), each issue with its line. NOTE,
 * STYLE and REGION blocks are skipped. A leading byte-order mark is allowed.
 */
export function parseWebVtt(input: string): { cues: VttCue[]; issues: VttIssue[] } {
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const cues: VttCue[] = [];
  const issues: VttIssue[] = [];
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    issues.push({ line: 1, message: CAPTION_MSG.noHeader });
    return { cues, issues };
  }
  let i = 1;
  // The header runs to the first blank line.
  while (i < lines.length && lines[i] !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    const first = block[0]!;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    // An identifier line may precede the timing line.
    const timingAt = first.includes('-->') ? 0 : 1;
    const timingLine = block[timingAt];
    const lineNo = blockStart + timingAt + 1;
    if (timingLine === undefined || !timingLine.includes('-->')) {
      issues.push({ line: blockStart + 1, message: CAPTION_MSG.badTiming(blockStart + 1) });
      continue;
    }
    const m = TIMING.exec(timingLine.trim());
    if (!m) {
      issues.push({ line: lineNo, message: CAPTION_MSG.badTiming(lineNo) });
      continue;
    }
    const start = seconds(m[1], m[2]!, m[3]!, m[4]!);
    const end = seconds(m[5], m[6]!, m[7]!, m[8]!);
    if (end <= start) {
      issues.push({ line: lineNo, message: CAPTION_MSG.endBeforeStart(lineNo) });
      continue;
    }
    cues.push({ start, end, text: plainText(block.slice(timingAt + 1)), line: lineNo });
  }
  return { cues, issues };
}
