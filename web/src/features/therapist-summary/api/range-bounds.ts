import type { SummaryRange } from '@domain/therapist-summary';
import { Timestamp } from 'firebase/firestore';

/** The range's local days as stored times: from its first midnight to the midnight after its last day. */
export function rangeBounds({ from, to }: SummaryRange): { start: Timestamp; end: Timestamp } {
  const end = new Date(`${to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return { start: Timestamp.fromDate(new Date(`${from}T00:00:00`)), end: Timestamp.fromDate(end) };
}
