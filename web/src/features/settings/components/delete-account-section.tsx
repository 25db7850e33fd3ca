import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { forgetLocalData } from '@/lib/forget-device';
import { deleteAccount, DELETE_CONFIRMATION } from '../api/delete-account';

/**
 * Delete account: a typed confirmation, then every document the person owns and their sign-in are
 * deleted; the app signs out and returns to the landing page with a message.
 */
export function DeleteAccountSection() {
  const { signOut } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deletion = useMutation({
    mutationFn: () => deleteAccount(),
    onSuccess: async () => {
      // Leave the app first, so no screen is left listening to data that is gone (the router reports
      // a navigation's own failures; the toast and sign-out do not wait for it).
      void navigate(paths.landing, { replace: true });
      toast({
        title: 'Account deleted',
        description: 'Your account and everything in it have been deleted. Take care of yourself.',
      });
      await signOut().catch((cause: unknown) => console.warn('Signing out after deletion failed', cause));
      await forgetLocalData();
    },
  });
  // Still deleting while the app signs out after the server's answer.
  const deleting = deletion.isPending || deletion.isSuccess;
  const error = deletion.error && `Your account was not deleted. ${deletion.error.message}`;
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const openChange = (next: boolean) => {
    if (deleting) return; // Stays open until the server has answered.
    setOpen(next);
    setTyped('');
    deletion.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !deleting) deletion.mutate();
  };

  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-red-700 dark:text-red-400">Delete account</h3>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Permanently deletes your account and everything in it: journal and moods, goals, weekly reports and
          exports, conversations, custom personalities and safety plan. This cannot be undone; download your
          data first if you want a copy.
        </p>
      </div>
      <Dialog
        open={open}
        onOpenChange={openChange}
        title="Delete your account?"
        description="Your journal, goals, reports, conversations, personalities, safety plan and account will be deleted for good, and a subscription is cancelled at once with no further charge. You will be signed out."
        trigger={<Button variant="danger">Delete my account</Button>}
      >
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hint="Capital letters, exactly as shown."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={deleting}
          />
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose>
              <Button variant="secondary" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={!confirmed || deleting}>
              {deleting ? 'Deleting...' : 'Delete my account forever'}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
