/** The instructor's captions of a lesson: upload (multipart PUT) and removal; the course pages are refreshed after. */
import {
  CAPTION_API,
  CAPTION_FILE_FIELD,
  CAPTION_LABEL_FIELD,
  captionSavedSchema,
  messageResponseSchema,
  type CaptionSaved,
  type MessageResponse,
} from '@cms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, toApiError } from '@/lib/api';
import { courseKeys } from '@/lib/query-keys';

export interface CaptionTarget {
  courseId: string;
  lessonId: string;
  language: string;
}

const manageUrl = ({ courseId, lessonId, language }: CaptionTarget) =>
  CAPTION_API.manage
    .replace(':courseId', encodeURIComponent(courseId))
    .replace(':lessonId', encodeURIComponent(lessonId))
    .replace(':language', encodeURIComponent(language));

export async function uploadCaptions(target: CaptionTarget, label: string, file: File): Promise<CaptionSaved> {
  const form = new FormData();
  form.append(CAPTION_LABEL_FIELD, label);
  form.append(CAPTION_FILE_FIELD, file, file.name);
  const res = await fetch(manageUrl(target), {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // not JSON: toApiError says what it can
  }
  if (!res.ok) throw toApiError(res.status, res.statusText, body);
  return captionSavedSchema.parse(body);
}

export async function removeCaptions(target: CaptionTarget): Promise<MessageResponse> {
  return messageResponseSchema.parse(await request(manageUrl(target), { method: 'DELETE' }));
}

/** Upload and remove, each refreshing every course query (the lessons' caption languages). */
export function useCaptionMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
  return {
    upload: useMutation({
      mutationFn: ({ target, label, file }: { target: CaptionTarget; label: string; file: File }) =>
        uploadCaptions(target, label, file),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: removeCaptions, onSuccess }),
  };
}
