import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/lib/navigation';
import { buttonClass } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';

/** Past this many pixels of scroll the header gains its solid background (docs/product.md#landing-page). */
const HEADER_SCROLL_THRESHOLD_PX = 50;

// Anchors into the landing page; from another page they lead back to it.
const SECTION_LINKS = [
  { href: '/#features', label: 'Features' },
  { href: '/#about', label: 'About' },
] as const;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:text-indigo-400';

/** The public site's fixed header: section links, Pricing, Login, and a menu on small screens. */
export function SiteHeader() {
  const scrolled = useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > HEADER_SCROLL_THRESHOLD_PX,
    // Prerendered at the top of the page.
    () => false,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  const solid = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 px-4 transition-colors duration-200 ${
        solid
          ? 'border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-950/95'
          : 'border-b border-transparent bg-transparent'
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 py-3">
        <AppLink
          to={paths.landing}
          className="rounded-md text-xl font-bold text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-400"
        >
          ReflectAI
        </AppLink>
        <div className="hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <a key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </a>
          ))}
          <AppLink to={paths.pricing} className={buttonClass('ghost')}>
            Pricing
          </AppLink>
          <AppLink to={authPath('login')} className={buttonClass('primary', 'ml-2')}>
            Login
          </AppLink>
        </div>
        <button
          ref={toggle}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="-mx-4 border-t border-slate-200 bg-white px-4 pb-4 md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {SECTION_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={`block ${linkClass}`} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <AppLink to={paths.pricing} className={`block ${linkClass}`} onClick={close}>
              Pricing
            </AppLink>
          </li>
          <li className="pt-2">
            <AppLink to={authPath('login')} className={buttonClass('primary', 'w-full')} onClick={close}>
              Login
            </AppLink>
          </li>
        </ul>
      </div>
    </header>
  );
}
