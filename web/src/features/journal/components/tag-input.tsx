import { JOURNAL_LIMITS, normalizeTag } from '@domain/journal';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { TextField } from '@/components/ui/text-field';

/** Free tags: typed and added with Enter or a comma (or on leaving the field), removed with their ×. */
export function TagInput({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { tagsMaxCount, tagMaxLength } = JOURNAL_LIMITS;

  // Adds each comma-separated tag in `raw`; returns what could not be added, with the reason shown.
  const add = (raw: string): string => {
    const next = [...value];
    let problem: string | undefined;
    const rest: string[] = [];
    for (const part of raw.split(',')) {
      const tag = normalizeTag(part);
      if (!tag || next.includes(tag)) continue;
      if (tag.length > tagMaxLength) problem = `Keep each tag to ${tagMaxLength} characters or fewer.`;
      else if (next.length >= tagsMaxCount) problem = `An entry holds up to ${tagsMaxCount} tags.`;
      else {
        next.push(tag);
        continue;
      }
      rest.push(part.trim());
    }
    if (next.length !== value.length) onChange(next);
    setError(problem);
    return rest.join(', ');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      setText(add(text));
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="space-y-2">
      <TextField
        label="Tags"
        value={text}
        onChange={(event) => {
          setError(undefined);
          // A pasted list is split at its commas; the part after the last one stays to be typed on.
          const parts = event.target.value.split(',');
          if (parts.length > 1) {
            const rest = add(parts.slice(0, -1).join(','));
            setText([rest, parts.at(-1)!.trimStart()].filter(Boolean).join(', '));
          } else setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && setText(add(text))}
        placeholder={value.length >= tagsMaxCount ? '' : 'e.g. work, sleep, family'}
        hint={`Press Enter or type a comma to add a tag (${value.length} of ${tagsMaxCount}).`}
        error={error}
      />
      {value.length > 0 && (
        <ul aria-label="Tags on this entry" className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-100"
            >
              #{tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="rounded-full p-0.5 hover:bg-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-indigo-800"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
