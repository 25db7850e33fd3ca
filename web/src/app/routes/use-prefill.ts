import { useCallback, useState } from 'react';

/** Text a page puts into the chat input; each call gets a new id so the same topic can apply twice. */
export function usePrefill() {
  const [prefill, setPrefill] = useState<{ text: string; id: number } | undefined>();
  const put = useCallback(
    (text: string) => setPrefill((current) => ({ text, id: (current?.id ?? 0) + 1 })),
    [],
  );
  return [prefill, put] as const;
}
