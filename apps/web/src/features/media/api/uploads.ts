/**
 * The three upload kinds of the product (profile image, course thumbnail, lesson video): one
 * description each — where it goes, the multipart field, what the drop zone accepts and the texts
 * it shows — so that one hook and one drop zone serve them all.
 */
import {
  API,
  COURSE_API,
  COURSE_MSG,
  IMAGE_MAX_BYTES,
  MSG,
  PROFILE_UPLOAD_FIELD,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_UPLOAD_FIELD,
  VIDEO_MAX_BYTES,
  VIDEO_UPLOAD_FIELD,
  type UploadResponse,
} from '@cms/contract';
import { uploadFile } from '../../../lib/api';

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

const IMAGE_ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

export const PROFILE_IMAGE_UPLOAD: UploadKind = {
  endpoint: API.uploadProfileImage,
  field: PROFILE_UPLOAD_FIELD,
  accept: IMAGE_ACCEPT,
  maxSize: IMAGE_MAX_BYTES,
  preview: 'avatar',
  previewAlt: 'Profile image preview',
  hint: MSG.dropImageHint,
  sizeHint: MSG.maxSizeHint,
  messages: { tooLarge: MSG.fileTooLarge, invalidType: MSG.invalidImageType },
  toastRejections: false,
  failureToast: (description) => ({ title: MSG.fileUploadFailed, description }),
};

export const COURSE_THUMBNAIL_UPLOAD: UploadKind = {
  endpoint: COURSE_API.uploadThumbnail,
  field: THUMBNAIL_UPLOAD_FIELD,
  accept: IMAGE_ACCEPT,
  maxSize: THUMBNAIL_MAX_BYTES,
  preview: 'image',
  previewAlt: 'Thumbnail preview',
  hint: 'Drop a thumbnail image here, or click to browse',
  sizeHint: 'JPEG, PNG or GIF, less than 5MB',
  messages: { tooLarge: COURSE_MSG.imageTooLarge, invalidType: COURSE_MSG.invalidImage },
  toastRejections: true,
  failureToast: (message) => ({ title: `Error uploading thumbnail: ${message}` }),
};

export const LESSON_VIDEO_UPLOAD: UploadKind = {
  endpoint: COURSE_API.uploadVideo,
  field: VIDEO_UPLOAD_FIELD,
  accept: {
    'video/mp4': ['.mp4'],
    'video/webm': ['.webm'],
    'video/ogg': ['.ogv', '.ogg'],
    'video/quicktime': ['.mov'],
  },
  maxSize: VIDEO_MAX_BYTES,
  preview: 'video',
  previewAlt: 'Video preview',
  hint: 'Drop a video here, or click to browse',
  sizeHint: 'MP4, WebM, Ogg or MOV, less than 100MB',
  messages: { tooLarge: COURSE_MSG.videoTooLarge, invalidType: COURSE_MSG.invalidVideo },
  toastRejections: true,
  failureToast: (message) => ({ title: `Error uploading video: ${message}` }),
};

/** POST the file to the kind's endpoint with progress in percent (0–99 while sending, 100 when accepted). */
export function uploadMedia(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return uploadFile<UploadResponse>(kind.endpoint, file, { field: kind.field, onProgress, signal });
}
