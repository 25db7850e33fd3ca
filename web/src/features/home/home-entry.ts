import type { JournalEntryInput } from '@domain/journal';
import type { Listed } from '@/lib/live-list';

/** A journal entry as Home reads it: when, the mood and the words. */
export type HomeEntry = Listed & Pick<JournalEntryInput, 'mood' | 'title' | 'body'>;
