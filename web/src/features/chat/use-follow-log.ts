import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** How near the bottom (px) still counts as reading the newest words. */
const AT_BOTTOM_PX = 48;

/**
 * Keeps a scrolling log at its newest words while the person is at the bottom; once they scroll up to
 * read, it stays where they are until they come back down or `jump()`. A new `content` (a message, a
 * grown reply) follows; a new `restart` (the person sent, or opened another conversation) goes to the
 * bottom whatever they were reading. Scrolls the log alone, so the page around it never moves.
 */
export function useFollowLog(content: string, restart: string) {
  const log = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  // The same, read synchronously: a reply's next words may render before the scroll event arrives.
  const followingNow = useRef(true);
  // Where the log last put itself: above it, the person has moved.
  const autoScrolledTo = useRef(0);
  const follow = useCallback((next: boolean) => {
    followingNow.current = next;
    setFollowing(next);
  }, []);

  const jump = useCallback(() => {
    const element = log.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    autoScrolledTo.current = element.scrollTop;
    follow(true);
  }, [follow]);

  useLayoutEffect(jump, [restart, jump]);

  useLayoutEffect(() => {
    const element = log.current;
    if (!element || !followingNow.current) return;
    // Moved up since the log last followed, and its scroll event is still on the way: they are reading.
    if (element.scrollTop < autoScrolledTo.current - 1) return follow(false);
    element.scrollTop = element.scrollHeight;
    autoScrolledTo.current = element.scrollTop;
  }, [content, follow]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX) {
      autoScrolledTo.current = element.scrollTop;
      follow(true);
    } else if (element.scrollTop < autoScrolledTo.current) {
      follow(false);
    }
  };

  return { log, following, jump, onScroll };
}
