import { useId, type ChangeEvent } from 'react';
import { AVATAR_MAX_BYTES } from '../../../domain/catalog.ts';
import type { User } from '../../../domain/user-types.ts';
import { uploadAvatar } from '../../../api/profiles.ts';
import { initials } from '../../../components/app-avatar-menu.tsx';
import { auth } from '../../../auth/auth.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';

const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];

/** Initials by default; a PNG, JPEG or WebP of at most 2 MB, checked again by content on the server. */
export function AvatarUpload({ user }: { user: User }) {
  const id = useId();
  const upload = useMutation<File, Awaited<ReturnType<typeof uploadAvatar>>, 'avatar'>({
    request: (file) => uploadAvatar(file),
    invalidate: false,
    toast: { title: 'Photo updated', description: 'Your new profile photo is saved.' },
    onDone: (updated) => auth.send({ type: 'PROFILE.UPDATED', patch: { avatar: updated.avatar } }),
    onFailure: (api) => ({ avatar: api.errors?.avatar?.[0] ?? api.message }),
  });
  const error = upload.errors.avatar;
  const setError = (message?: string) => upload.setErrors({ avatar: message });
  const busy = upload.pending;
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return setError('Choose an image of 2 MB or less.');
    if (!ACCEPT.includes(file.type)) return setError('Choose a PNG, JPEG or WebP image.');
    setError(undefined);
    void upload.run(file);
  };
  return (
    <div className="flex items-center gap-4">
      {user.avatar ? (
        <img src={user.avatar} alt="Your profile photo" width={64} height={64} className="size-16 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white">{initials(user)}</span>
      )}
      <div>
        <label htmlFor={id} className="mb-1 block font-medium">Profile photo (PNG, JPEG or WebP, up to 2 MB)</label>
        <input id={id} type="file" accept={ACCEPT.join(',')} onChange={choose} disabled={busy} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
