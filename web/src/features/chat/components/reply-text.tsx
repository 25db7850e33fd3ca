import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';

// Links in a reply open in a new tab, without handing the app's window to the page they open.
const COMPONENTS: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer" className="font-medium underline">
      {children}
    </a>
  ),
};

// Read out by a live region, which no one can tab into: a link is only its words.
const ANNOUNCED: Components = { a: ({ children }) => <>{children}</> };

/**
 * A reply's text as Markdown (docs/product.md#counselor-page): paragraphs, lists, emphasis and links,
 * never raw HTML (react-markdown drops it). A single line break stays one, so plain replies (the
 * offline counselor's, the crisis lines one a line) read as they were written; text still streaming
 * in renders as far as it has come. Memoised: typing re-renders the conversation, and a long one
 * would otherwise be parsed again at every key. `announced`: for a screen reader's live region.
 */
export const ReplyText = memo(function ReplyText({
  text,
  announced = false,
}: {
  text: string;
  announced?: boolean;
}) {
  return (
    <div className="space-y-2 [&_li]:whitespace-pre-line [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_p]:whitespace-pre-line [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
      <Markdown components={announced ? ANNOUNCED : COMPONENTS}>{text}</Markdown>
    </div>
  );
});
