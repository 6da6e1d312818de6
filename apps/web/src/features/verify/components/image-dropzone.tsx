import { IMAGE_MAX_BYTES, MSG } from '@cms/contract';
import { ImageUp, Loader2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { uploadProfileImage } from '../api/verify';

const ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

/** Spec section 5: the drop zone's rejection messages. */
export function rejectionMessage(rejections: readonly FileRejection[]): string {
  const error = rejections[0]?.errors[0];
  if (!error) return MSG.invalidFile;
  if (error.code === ErrorCode.FileTooLarge) return MSG.fileTooLarge;
  if (error.code === ErrorCode.FileInvalidType) return MSG.invalidImageType;
  return error.message || MSG.invalidFile;
}

export interface ImageDropzoneProps {
  id: string;
  label?: string;
  /** Called with the uploaded image id (or '' when removed). */
  onChange: (imageId: string) => void;
  /** Called when an upload starts or ends. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Validation message of the form field. */
  error?: string;
  disabled?: boolean;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'done'; url: string; fileName: string }
  | { status: 'error'; message: string };

/** Profile image picker: drop or browse, uploads at once with a progress bar, then shows a preview. */
export function ImageDropzone({
  id,
  label = 'Profile Image',
  onChange,
  onUploadingChange,
  error,
  disabled,
}: ImageDropzoneProps) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [rejection, setRejection] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const start = async (file: File) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setRejection(null);
    onChange('');
    onUploadingChange?.(true);
    setState({ status: 'uploading', progress: 0, fileName: file.name });
    try {
      const res = await uploadProfileImage(
        file,
        (progress) => setState((s) => (s.status === 'uploading' ? { ...s, progress } : s)),
        controller.signal,
      );
      setState({ status: 'done', url: res.url, fileName: file.name });
      onChange(res.id);
    } catch (err) {
      if (controller.signal.aborted) return;
      const message = errorMessage(err, MSG.fileUploadFailed);
      setState({ status: 'error', message });
      toast.error(MSG.fileUploadFailed, { description: message });
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        onUploadingChange?.(false);
      }
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: IMAGE_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: disabled || state.status === 'uploading',
    onDrop: (accepted, rejected) => {
      if (rejected.length > 0) {
        setRejection(rejectionMessage(rejected));
        return;
      }
      const file = accepted[0];
      if (file) void start(file);
    },
  });

  const remove = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    onUploadingChange?.(false);
    setState({ status: 'idle' });
    setRejection(null);
    onChange('');
  };

  const message = rejection ?? (state.status === 'error' ? state.message : undefined) ?? error;
  const messageId = `${id}-message`;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {state.status === 'done' ? (
        <div className="flex items-center gap-4 rounded-xl border bg-muted/40 p-3">
          <img
            src={state.url}
            alt="Profile image preview"
            className="size-16 shrink-0 rounded-full object-cover ring-2 ring-primary/30"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{state.fileName}</p>
            <p className="text-xs text-success">Uploaded</p>
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={disabled}>
            <X aria-hidden />
            Remove
          </Button>
        </div>
      ) : (
        <div
          {...getRootProps({
            role: 'button',
            'aria-describedby': message ? messageId : undefined,
            'aria-disabled': disabled || state.status === 'uploading' ? true : undefined,
          })}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            isDragActive ? 'border-primary bg-accent' : 'border-input hover:border-primary/60 hover:bg-muted/50',
            message && 'border-destructive/70',
            state.status === 'uploading' && 'cursor-progress',
          )}
        >
          {state.status === 'uploading' ? (
            <Loader2 aria-hidden className="size-7 animate-spin text-primary" />
          ) : (
            <ImageUp aria-hidden className="size-7 text-primary" />
          )}
          <p className="text-sm font-medium">
            {state.status === 'uploading' ? `Uploading ${state.fileName}…` : MSG.dropImageHint}
          </p>
          <p className="text-xs text-muted-foreground">{MSG.maxSizeHint}</p>
        </div>
      )}
      {/* The file input sits outside the drop zone (a button) so that no control is nested in another. */}
      <input {...getInputProps({ id, 'aria-label': label })} />
      {state.status === 'uploading' && state.progress < 100 ? (
        <div className="flex items-center gap-3">
          <Progress value={state.progress} aria-label="Upload progress" className="flex-1" />
          <span className="w-10 text-right text-xs font-medium text-muted-foreground tabular-nums">
            {state.progress}%
          </span>
        </div>
      ) : null}
      {message ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
