import { newsletterSchema } from '@domain/contact';
import * as Dialog from '@radix-ui/react-dialog';
import { Mail, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The email-capture dialog: subscribe, with the spec's toasts for a bad address, success and failure. */
export function NewsletterDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      toast({
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
      return;
    }
    subscribe.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Thank you!', description: 'Your email has been successfully submitted.' });
        props.onOpenChange(false);
      },
      onError: (error) => {
        // A rate limit says when to try again; anything else gets the spec's message. The address stays.
        const limited = error instanceof ApiError && error.status === 429;
        toast({
          title: 'Submission failed',
          description: limited
            ? error.message
            : 'There was an error submitting your email. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          <span className="flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-300">
            <Mail className="size-6" aria-hidden />
          </span>
          <Dialog.Title className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
            Stay in the Loop!
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Get gentle tips for your wellbeing and hear first about new ReflectAI features.
          </Dialog.Description>
          {/* The browser's own bubble is off so that a bad address gets the product's toast. */}
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <TextField
              label="Email address"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" className="w-full" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe Now'}
            </Button>
          </form>
          <p className="mt-4 text-center text-xs text-slate-500 dark:text-slate-400">
            No spam, ever. Unsubscribe anytime with just one click.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
