import { quoteOfTheDay } from '@domain/quotes';
import { Quote as QuoteIcon } from 'lucide-react';

/** Today's motivational quote, the same for everyone today. */
export function QuoteCard({ now }: { now: Date }) {
  const quote = quoteOfTheDay(now);
  return (
    <section
      aria-labelledby="quote-heading"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-teal-600 p-6 text-white shadow-sm"
    >
      <h2
        id="quote-heading"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase"
      >
        <QuoteIcon className="size-4" aria-hidden />
        Quote of the day
      </h2>
      <figure className="mt-3">
        <blockquote className="text-lg leading-relaxed font-medium sm:text-xl">“{quote.text}”</blockquote>
        <figcaption className="mt-3 text-sm text-indigo-100">
          — {quote.author}, <cite>{quote.source}</cite>
        </figcaption>
      </figure>
    </section>
  );
}
