import { CAPTION_LABEL_MAX } from '../constants.js';

export const CAPTION_MSG = {
  captions: 'Captions',
  manageTitle: (lessonTitle: string) => `Captions: ${lessonTitle}`,
  manageDescription:
    'WebVTT files (.vtt, UTF-8, at most 512 KB), one per language. A second upload replaces the first.',
  noCaptions: 'No captions yet.',
  language: 'Language',
  label: 'Label',
  file: 'WebVTT file',
  add: 'Upload captions',
  remove: (label: string) => `Remove ${label}`,
  saved: 'Captions saved',
  removed: 'Captions removed',
  off: 'Off',
  transcript: 'Transcript',
  noTranscript: 'No captions in this language.',
  captionsMenu: 'Captions',
  // validation
  unknownLanguage: 'Choose a language from the list.',
  labelRequired: 'Enter a label for this language.',
  labelTooLong: `Use at most ${CAPTION_LABEL_MAX} characters for the label.`,
  fileRequired: 'Choose a WebVTT (.vtt) file.',
  tooLarge: 'The captions file is larger than 512 KB.',
  notUtf8: 'The captions file is not UTF-8 text.',
  noHeader: 'Line 1: a WebVTT file starts with "WEBVTT".',
  noCues: 'The captions file has no cues.',
  badTiming: (line: number) => `Line ${line}: expected a cue timing line such as "00:00:01.000 --> 00:00:04.000".`,
  controlCharacter: (line: number) => `Line ${line}: a control character is not allowed.`,
  endBeforeStart: (line: number) => `Line ${line}: the cue ends before (or when) it starts.`,
  beyondDuration: (line: number, end: string, duration: string) =>
    `Line ${line}: the cue ends at ${end}, after the end of the video (${duration}).`,
  videoLessonsOnly: 'Captions are for video lessons only.',
  lessonNotFound: 'Lesson not found',
  captionsNotFound: 'Captions not found',
} as const;
