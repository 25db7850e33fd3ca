import { createContext, use, type AnchorHTMLAttributes, type ComponentType } from 'react';

/** A link's props: the path it leads to, and any attribute of an anchor. */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** How a page leads to another: its links, and going there from code. */
export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  navigate: (to: string) => void;
}

// The prerendered landing page hydrates without a router, which keeps react-router out of its first
// load: there a link is a plain anchor and every move a page load (of a prerendered page: instant).
const pageLoads: Navigation = {
  Link: ({ to, children, ...props }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
  navigate: (to) => window.location.assign(to),
};

/** The router's navigation where there is a router (app/router.tsx provides it); page loads elsewhere. */
export const NavigationContext = createContext<Navigation>(pageLoads);

/** A link for a component shown both with and without a router (the public pages). */
export function AppLink(props: AppLinkProps) {
  const { Link } = use(NavigationContext);
  return <Link {...props} />;
}

/** Navigation from code for a component shown both with and without a router. */
export function useAppNavigate(): (to: string) => void {
  return use(NavigationContext).navigate;
}
