import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';

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
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      alert
      title="Not everything is saved yet"
      description="Something you wrote on this device has not reached your account, perhaps because you are offline. Stay signed in and it will be saved when the connection is back. Signing out now clears this device, and it would be lost."
    >
      {/* The safe choice first, so it takes the focus; it is also what Escape does. */}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
        <DialogClose>
          <Button>Stay signed in</Button>
        </DialogClose>
        <Button variant="danger" onClick={onLeave}>
          Sign out anyway
        </Button>
      </div>
    </Dialog>
  );
}
