import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A screen not built yet: its heading, and a way back. */
export function Placeholder({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Link to={paths.landing} className="mt-4 inline-block text-sm text-indigo-600 underline">
        Back to home
      </Link>
    </main>
  );
}
