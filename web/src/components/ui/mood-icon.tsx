import type { Mood } from '@domain/journal';
import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';

// Drawn icons, not the emoji of domain/journal.ts: a system without an emoji font shows empty boxes.
const MOOD_ICONS: Record<Mood, LucideIcon> = { 1: Frown, 2: Annoyed, 3: Meh, 4: Smile, 5: Laugh };

/** A mood's face, for decoration beside its label (hidden from screen readers). */
export function MoodIcon({ mood, className = 'h-4 w-4' }: { mood: Mood; className?: string }) {
  const Icon = MOOD_ICONS[mood];
  return <Icon className={className} aria-hidden />;
}
