import { MSG } from '@cms/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode, type FileRejection } from 'react-dropzone';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { uploadMedia, type UploadKind } from './uploads';

/** A file that the server has accepted. */
export interface UploadedMedia {
  id: string;
  url: string;
  fileName: string;
  contentType?: string;
  size?: number;
  /** Videos: the length in seconds, when known. */
  durationSeconds?: number | null;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'done'; file: UploadedMedia }
  | { status: 'error'; message: string };

/** The drop zone's message for a rejected file, in the kind's words. */
export function rejectionMessage(kind: UploadKind, rejections: readonly FileRejection[]): string {
  const error = rejections[0]?.errors[0];
  if (!error) return MSG.invalidFile;
  if (error.code === ErrorCode.FileTooLarge) return kind.messages.tooLarge;
  if (error.code === ErrorCode.FileInvalidType) return kind.messages.invalidType;
  return error.message || MSG.invalidFile;
}

/** Reads a local video's length (used when the server did not report one). */
function probeDuration(file: File): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = window.setTimeout(() => done(null), 5000);
    video.preload = 'metadata';
    video.onloadedmetadata = () => {
      window.clearTimeout(timer);
      done(Number.isFinite(video.duration) ? video.duration : null);
    };
    video.onerror = () => {
      window.clearTimeout(timer);
      done(null);
    };
    video.src = url;
  });
}

export interface UseUploadOptions {
  /** Called with the uploaded file, or null when it is cleared or a new upload starts. */
  onChange: (file: UploadedMedia | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** A file uploaded earlier (editing), shown as done. */
  initial?: UploadedMedia | null;
}

/** Upload state machine shared by every drop zone: idle → uploading (percent) → done | error. */
export function useUpload(kind: UploadKind, { onChange, onUploadingChange, initial }: UseUploadOptions) {
  const [state, setState] = useState<UploadState>(() =>
    initial ? { status: 'done', file: initial } : { status: 'idle' },
  );
  const [rejection, setRejection] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // The latest callbacks, without restarting anything when the parent re-renders.
  const callbacks = useRef({ onChange, onUploadingChange });
  useEffect(() => {
    callbacks.current = { onChange, onUploadingChange };
  });

  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setRejection(null);
      callbacks.current.onChange(null);
      callbacks.current.onUploadingChange?.(true);
      setState({ status: 'uploading', progress: 0, fileName: file.name });
      try {
        const res = await uploadMedia(
          kind,
          file,
          (progress) => setState((s) => (s.status === 'uploading' ? { ...s, progress } : s)),
          controller.signal,
        );
        let durationSeconds = res.durationSeconds ?? null;
        if (kind.preview === 'video' && durationSeconds === null) durationSeconds = await probeDuration(file);
        if (controller.signal.aborted) return;
        const uploaded: UploadedMedia = {
          id: res.id,
          url: res.url,
          fileName: file.name,
          contentType: res.contentType,
          size: res.size,
          durationSeconds,
        };
        setState({ status: 'done', file: uploaded });
        callbacks.current.onChange(uploaded);
      } catch (err) {
        if (controller.signal.aborted) return;
        const message = errorMessage(err, MSG.fileUploadFailed);
        setState({ status: 'error', message });
        const { title, description } = kind.failureToast(message);
        toast.error(title, description ? { description } : undefined);
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          callbacks.current.onUploadingChange?.(false);
        }
      }
    },
    [kind],
  );

  const reject = useCallback(
    (rejections: readonly FileRejection[]) => {
      const message = rejectionMessage(kind, rejections);
      setRejection(message);
      if (kind.toastRejections) toast.error(message);
    },
    [kind],
  );

  const reset = useCallback(() => {
    const wasUploading = abortRef.current !== null;
    abortRef.current?.abort();
    abortRef.current = null;
    if (wasUploading) callbacks.current.onUploadingChange?.(false);
    setState({ status: 'idle' });
    setRejection(null);
    callbacks.current.onChange(null);
  }, []);

  return { state, rejection, upload, reject, reset };
}
