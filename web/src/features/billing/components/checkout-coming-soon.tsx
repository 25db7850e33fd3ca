import { formatPrice, type Plan } from '@domain/plans';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** What 'Try {plan}' opens until online checkout exists: nothing is charged, and a way to ask. */
export function CheckoutComingSoon({ plan, onClose }: { plan: Plan | undefined; onClose: () => void }) {
  return (
    <Dialog.Root open={plan !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900">
          {plan && (
            <>
              <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                {plan.name} checkout is coming soon
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                Paying online for {plan.name} ({formatPrice(plan.price)}/{plan.interval}) is not open yet, so
                nothing has been charged. Send us a note and we will let you know as soon as you can
                subscribe.
              </Dialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <Dialog.Close className={buttonClass('secondary')}>Close</Dialog.Close>
                <Link to={paths.feedback} className={buttonClass('primary')}>
                  Contact us
                </Link>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
