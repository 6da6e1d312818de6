import { Clapperboard, ImageUp, Loader2, RefreshCw, X } from 'lucide-react';
import { useDropzone } from 'react-dropzone';
import type { FieldValues, Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FileField, setFileId, type FieldForm } from '@/components/ui/form';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { UploadKind } from '@/features/media/api/uploads';
import { useUpload, type UploadedMedia } from '@/features/media/api/use-upload';

const PREVIEW_IMAGE_CLASS = {
  image: 'aspect-video w-full max-w-sm rounded-lg object-cover',
  avatar: 'size-16 shrink-0 rounded-full object-cover ring-2 ring-primary/30',
} as const;

export interface FileDropzoneProps<T extends FieldValues> {
  /** The form, and the field that holds the uploaded file's id ('' while none). */
  form: FieldForm<T>;
  name: Path<T>;
  /** Id of the file input (the label points at it). */
  id: string;
  label: string;
  kind: UploadKind;
  onUploadingChange?: (uploading: boolean) => void;
  /** A file uploaded earlier (editing). */
  initial?: UploadedMedia | null;
  disabled?: boolean;
  className?: string;
}

/**
 * Drop or browse one file; it uploads at once with a progress bar (visible while under 100 %),
 * then shows a preview (image) or the file name and length (video). The uploaded file's id is the
 * value of the form field `name` ('' when cleared / while a new one uploads); the label, progress
 * bar and message are the shared FileField's. Profile images, course thumbnails and lesson videos
 * all use this, each with its own UploadKind.
 */
export function FileDropzone<T extends FieldValues>({
  form,
  name,
  id,
  label,
  kind,
  onUploadingChange,
  initial,
  disabled,
  className,
}: FileDropzoneProps<T>) {
  const { state, rejection, upload, reject, reset } = useUpload(kind, {
    // Called with the latest props: a field that moved (a reordered section) gets the id at its new name.
    onChange: (file) => setFileId(form, name, file?.id ?? ''),
    onUploadingChange,
    initial,
  });
  const uploading = state.status === 'uploading';

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: kind.accept,
    maxSize: kind.maxSize,
    maxFiles: 1,
    multiple: false,
    disabled: disabled || uploading,
    noClick: state.status === 'done',
    noKeyboard: state.status === 'done',
    onDrop: (accepted, rejected) => {
      if (rejected.length > 0) {
        reject(rejected);
        return;
      }
      const file = accepted[0];
      if (file) void upload(file);
    },
  });

  const Icon = kind.preview === 'video' ? Clapperboard : ImageUp;
  // An image or avatar kind previews the uploaded picture (above the file name, or beside it).
  const previewImage =
    state.status === 'done' && kind.preview !== 'video' ? (
      <img src={state.file.url} alt={kind.previewAlt} className={PREVIEW_IMAGE_CLASS[kind.preview]} />
    ) : null;

  return (
    <FileField
      form={form}
      name={name}
      id={id}
      label={label}
      className={className}
      progress={state.status === 'uploading' ? state.progress : null}
      message={rejection ?? (state.status === 'error' ? state.message : undefined)}
    >
      {({ message, messageId }) => (
        <>
          {state.status === 'done' ? (
            <div className="space-y-3 rounded-xl border bg-muted/40 p-3">
              {kind.preview === 'image' ? previewImage : null}
              <div className="flex items-center gap-3">
                {kind.preview === 'avatar' ? (
                  previewImage
                ) : kind.preview === 'video' ? (
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Clapperboard aria-hidden className="size-6" />
                  </span>
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={state.file.fileName}>
                    {state.file.fileName}
                  </p>
                  <p className="text-xs text-success">
                    Uploaded
                    {kind.preview === 'video' && state.file.durationSeconds
                      ? ` · ${formatDuration(state.file.durationSeconds)}`
                      : ''}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  {/* Named "Replace" / "Remove" only: a name containing the field's label would make
                      getByLabel(label) ambiguous. */}
                  <Button type="button" variant="ghost" size="sm" onClick={open} disabled={disabled}>
                    <RefreshCw aria-hidden />
                    <span className="max-sm:sr-only">Replace</span>
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={reset} disabled={disabled}>
                    <X aria-hidden />
                    <span className="max-sm:sr-only">Remove</span>
                  </Button>
                </div>
              </div>
            </div>
          ) : (
            <div
              {...getRootProps({
                role: 'button',
                'aria-describedby': message ? messageId : undefined,
                'aria-disabled': disabled || uploading ? true : undefined,
              })}
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                isDragActive ? 'border-primary bg-accent' : 'border-input hover:border-primary/60 hover:bg-muted/50',
                message && 'border-destructive/70',
                uploading && 'cursor-progress',
              )}
            >
              {uploading ? (
                <Loader2 aria-hidden className="size-7 animate-spin text-primary" />
              ) : (
                <Icon aria-hidden className="size-7 text-primary" />
              )}
              <p className="text-sm font-medium [overflow-wrap:anywhere]">
                {uploading ? `Uploading ${state.fileName}…` : isDragActive ? 'Drop the file here' : kind.hint}
              </p>
              <p className="text-xs text-muted-foreground">{kind.sizeHint}</p>
            </div>
          )}
          {/* The file input sits outside the drop zone (a button) so that no control is nested in another. */}
          <input {...getInputProps({ id, 'aria-label': label })} />
        </>
      )}
    </FileField>
  );
}
