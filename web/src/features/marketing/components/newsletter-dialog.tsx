import { newsletterSchema } from '@domain/contact';
import { Mail, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
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
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Stay in the Loop!"
      description="Get gentle tips for your wellbeing and hear first about new ReflectAI features."
      lead={
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-300">
          <Mail className="size-6" aria-hidden />
        </span>
      }
      actions={
        <DialogClose>
          <button
            type="button"
            aria-label="Close"
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden />
          </button>
        </DialogClose>
      }
    >
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
    </Dialog>
  );
}
