import { type AdminCourse, COURSE_IMAGE_MAX_BYTES } from '@kalvi/shared/admin';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-errors';
import { takePickedFile } from '../../lib/picked-file';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { usePicture } from './api';

/**
 * The course picture: a preview of the chosen file at once, then the upload. The server decides
 * by the bytes (JPEG, PNG or WebP, at most 2 MB); the size is checked here too so a large file
 * is refused before it is sent.
 */
export function PictureField({ course }: { course: AdminCourse }) {
  const { t } = useTranslation('admincourses');
  const inputId = useId();
  const { upload, remove } = usePicture(course.id);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');

  // The preview's object URL is freed when it is replaced or the page closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takePickedFile(event, COURSE_IMAGE_MAX_BYTES);
    if (file === 'tooLarge') setError(t('picture.tooLarge'));
    if (file === null || file === 'tooLarge') return;
    setError('');
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setPreview(null);
      },
      onError: (err) => {
        setPreview(null);
        setError(messageOf(err, t('picture.failed')));
      },
    });
  };

  const shown = preview ?? course.imageUrl;
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-ui border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-sm font-semibold text-slate-700">
        {t('picture.title')}
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="aspect-video w-full max-w-xs shrink-0 overflow-hidden rounded-ui bg-slate-100">
          {shown ? (
            <img
              src={shown}
              alt={t('picture.alt', { title: course.title })}
              className="size-full object-cover"
            />
          ) : (
            <p className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-500">
              {t('picture.none')}
            </p>
          )}
        </div>
        <div className="space-y-2 text-sm">
          <p className="text-slate-600">{t('picture.rules')}</p>
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-ui border border-slate-300 bg-white px-4 font-semibold text-ink hover:bg-slate-50 focus-within:ring-2 focus-within:ring-primary-200"
            >
              {upload.isPending ? t('picture.uploading') : t('picture.choose')}
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                disabled={upload.isPending}
                onChange={choose}
              />
            </label>
            {course.imageUrl && (
              <Button
                variant="ghost"
                disabled={remove.isPending || upload.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (err) => setError(messageOf(err, t('picture.failed'))),
                  })
                }
              >
                {t('picture.remove')}
              </Button>
            )}
          </div>
          {error && (
            <p role="alert" className="text-danger-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
