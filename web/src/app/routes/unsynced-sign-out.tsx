import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/use-return-focus';

/** Asked at sign-out when something written on this device has not reached the account yet. */
export function UnsyncedSignOut({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            Not everything is saved yet
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Something you wrote on this device has not reached your account, perhaps because you are offline.
            Stay signed in and it will be saved when the connection is back. Signing out now clears this
            device, and it would be lost.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="danger" onClick={onLeave}>
              Sign out anyway
            </Button>
            {/* The safe choice, and what Escape does. */}
            <AlertDialog.Cancel asChild>
              <Button>Stay signed in</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
