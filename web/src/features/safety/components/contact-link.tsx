import type { ContactAction } from '@domain/crisis-resources';
import { MessageSquare, Phone } from 'lucide-react';

/** A tappable call (`tel:`) or text (`sms:`) link to a crisis line, with its icon. */
export function ContactLink({ action, className }: { action: ContactAction; className: string }) {
  const Icon = action.kind === 'call' ? Phone : MessageSquare;
  return (
    <a href={action.href} className={className}>
      <Icon aria-hidden="true" className="size-5" />
      {action.label}
    </a>
  );
}
