import { PROFILE_LIMITS } from '@domain/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { profileSchema, useUpdateProfile, USERNAME_RULE, type ProfileInput } from '../api/update-profile';

/** Edits the person's name and username; saved to their account and shown everywhere after. */
export function ProfileForm({ uid, initial }: { uid: string; initial: ProfileInput }) {
  const { toast } = useToast();
  const update = useUpdateProfile(uid);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: initial });

  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        // What was saved becomes the new starting point, so the form is clean again.
        reset(input);
        toast({ title: 'Profile saved', description: 'Your name and username are updated.' });
      },
    }),
  );

  return (
    <form
      aria-labelledby="profile-edit-heading"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="profile-edit-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Edit profile
      </h2>
      {update.isError && (
        <ErrorAlert>Your profile could not be saved. Check your connection and try again.</ErrorAlert>
      )}
      <TextField
        label="Name"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.nameMaxLength}
        hint="How the app greets you. Optional."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        // The rule shows once: as the hint, or as the error when broken.
        hint={errors.username ? undefined : USERNAME_RULE}
        error={errors.username?.message}
        {...register('username')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => reset(initial)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
