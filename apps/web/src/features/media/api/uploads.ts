/**
 * The three upload kinds of the product (profile image, course thumbnail, lesson video): one
 * description each — where it goes, the multipart field, what the drop zone accepts and the texts
 * it shows — so that one hook and one drop zone serve them all.
 */
import { MSG, UPLOAD_RULES, type UploadPurpose, type UploadResponse } from '@cms/contract';
import { uploadFile } from '@/lib/api';

export interface UploadKind {
  /** POST endpoint (multipart). */
  endpoint: string;
  /** Form field name of the file. */
  field: string;
  /** react-dropzone `accept`: MIME type → extensions. */
  accept: Record<string, string[]>;
  maxSize: number;
  /** What the drop zone previews once uploaded. */
  preview: 'avatar' | 'image' | 'video';
  /** Alt text of the image preview. */
  previewAlt: string;
  hint: string;
  sizeHint: string;
  /** Rejection texts of the drop zone. */
  messages: { tooLarge: string; invalidType: string };
  /** Spec: course uploads "alert" their rejections (a toast), profile images show them inline only. */
  toastRejections: boolean;
  /** Toast shown when the upload itself fails. */
  failureToast: (message: string) => { title: string; description?: string };
}

/** The contract's rule as the drop zone needs it: endpoint, field, accept list, limit and texts. */
function fromRule(purpose: UploadPurpose) {
  const rule = UPLOAD_RULES[purpose];
  return {
    endpoint: rule.endpoint,
    field: rule.field,
    accept: Object.fromEntries(Object.entries(rule.types).map(([mime, exts]) => [mime, [...exts]])),
    maxSize: rule.maxBytes,
    messages: { tooLarge: rule.tooLarge, invalidType: rule.invalidType },
  };
}

export const PROFILE_IMAGE_UPLOAD: UploadKind = {
  ...fromRule('profile-image'),
  preview: 'avatar',
  previewAlt: 'Profile image preview',
  hint: MSG.dropImageHint,
  sizeHint: MSG.maxSizeHint,
  toastRejections: false,
  failureToast: (description) => ({ title: MSG.fileUploadFailed, description }),
};

/** A course upload: its rejections are toasted too (spec "alerts"), a failure is "Error uploading {what}: …". */
function courseUpload(
  purpose: UploadPurpose,
  what: string,
  look: Pick<UploadKind, 'preview' | 'previewAlt' | 'hint' | 'sizeHint'>,
): UploadKind {
  return {
    ...fromRule(purpose),
    ...look,
    toastRejections: true,
    failureToast: (message) => ({ title: `Error uploading ${what}: ${message}` }),
  };
}

export const COURSE_THUMBNAIL_UPLOAD = courseUpload('course-thumbnail', 'thumbnail', {
  preview: 'image',
  previewAlt: 'Thumbnail preview',
  hint: 'Drop a thumbnail image here, or click to browse',
  sizeHint: 'JPEG, PNG, GIF or WebP, less than 5MB',
});

export const LESSON_VIDEO_UPLOAD = courseUpload('lesson-video', 'video', {
  preview: 'video',
  previewAlt: 'Video preview',
  hint: 'Drop a video here, or click to browse',
  sizeHint: 'MP4, WebM, Ogg or MOV, less than 100MB',
});

/** POST the file to the kind's endpoint with progress in percent (0–99 while sending, 100 when accepted). */
export function uploadMedia(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return uploadFile<UploadResponse>(kind.endpoint, file, { field: kind.field, onProgress, signal });
}
