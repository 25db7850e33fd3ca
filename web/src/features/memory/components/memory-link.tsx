import { Brain } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The chat header's way to what the counselor remembers (/app/memory). */
export function MemoryLink() {
  return (
    <Link
      to={paths.app.memory}
      aria-label="Memory: what your counselor remembers"
      className={buttonClass('ghost', 'px-2.5')}
    >
      <Brain className="h-4 w-4" aria-hidden />
      <span className="hidden sm:inline">Memory</span>
    </Link>
  );
}
