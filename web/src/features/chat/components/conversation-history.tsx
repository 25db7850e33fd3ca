import { History, MessageSquarePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { dateAndTime } from '@/lib/format-date';
import type { ConversationSummary } from '../api/use-conversations';

interface ConversationHistoryProps {
  conversations: ConversationSummary[];
  loading: boolean;
  currentId: string | undefined;
  onOpen: (conversationId: string) => void;
  onNew: () => void;
  disabled?: boolean;
}

/** Past conversations in a side sheet: reopen one, or start a new conversation. */
export function ConversationHistory(props: ConversationHistoryProps) {
  const [open, setOpen] = useState(false);
  const choose = (action: () => void) => {
    action();
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      layout="sheet"
      title="Past conversations"
      description="Reopen a past conversation or start a new one."
      trigger={
        <Button
          variant="ghost"
          className="px-2.5"
          disabled={props.disabled}
          aria-label="Conversation history"
        >
          <History className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">History</span>
        </Button>
      }
      actions={
        <DialogClose>
          <Button variant="ghost" className="px-2" aria-label="Close">
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </DialogClose>
      }
    >
      <div className="p-4">
        <Button className="w-full" onClick={() => choose(props.onNew)}>
          <MessageSquarePlus className="h-4 w-4" aria-hidden />
          New conversation
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto px-2 pb-4">
        {props.loading ? (
          <p role="status" className="px-2 text-sm text-slate-500 dark:text-slate-400">
            Loading conversations...
          </p>
        ) : props.conversations.length === 0 ? (
          <p className="px-2 text-sm text-slate-500 dark:text-slate-400">
            No past conversations yet. What you talk about will be kept here.
          </p>
        ) : (
          <ul className="space-y-1">
            {props.conversations.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => choose(() => props.onOpen(conversation.id))}
                  aria-current={conversation.id === props.currentId ? 'true' : undefined}
                  className="w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100 aria-[current]:bg-indigo-50 dark:hover:bg-slate-800 dark:aria-[current]:bg-indigo-950"
                >
                  <span className="block truncate text-sm font-medium text-slate-800 dark:text-slate-100">
                    {conversation.title || 'Untitled conversation'}
                  </span>
                  {/* Not slate-500, which falls below 4.5:1 on the current one's indigo-50. */}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {dateAndTime(conversation.lastMessageAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
