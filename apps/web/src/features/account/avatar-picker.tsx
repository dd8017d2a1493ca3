import { AVATAR_MAX_BYTES, initials, type User } from '@kalvi/shared';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { readPickedPhoto } from '../../lib/picked-file';
import { useTranslation } from '../../lib/use-translation';

interface AvatarPickerProps {
  user: User;
  /** A chosen, not yet saved photo (a data URL). */
  preview: string | null;
  onPick: (dataUrl: string) => void;
  onError: (message: string) => void;
}

/** The photo (or initials) with its upload button; a file over 5 MB is refused and not applied. */
export function AvatarPicker({ user, preview, onPick, onError }: AvatarPickerProps) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const src = preview ?? user.profilePicture;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = await readPickedPhoto(event, AVATAR_MAX_BYTES);
    if (photo === 'tooLarge' || photo === 'unreadable') onError(t(`profile.photo.${photo}`));
    else if (photo !== null) onPick(photo);
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        {src ? (
          <img
            src={src}
            alt={t('profile.photo.alt', { name: user.fullName })}
            width={112}
            height={112}
            className="size-28 rounded-full border-4 border-white object-cover shadow-md"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-28 items-center justify-center rounded-full border-4 border-white bg-primary-700 text-3xl font-bold text-white shadow-md"
          >
            {initials(user.firstName, user.lastName)}
          </div>
        )}
        <span
          aria-hidden="true"
          className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full bg-accent-400 text-ink shadow-sm"
        >
          <Camera size={18} />
        </span>
      </div>
      <label
        htmlFor={inputId}
        className="cursor-pointer rounded-ui border border-primary-200 bg-white px-3 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50 focus-within:outline-3 focus-within:outline-accent-400"
      >
        {src ? t('profile.photo.change') : t('profile.photo.upload')}
        <input id={inputId} type="file" accept="image/*" className="sr-only" onChange={pick} />
      </label>
      <p className="text-center text-xs text-slate-500">
        {preview ? t('profile.photo.preview') : t('profile.photo.hint')}
      </p>
    </div>
  );
}
