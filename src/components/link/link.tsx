// The site's links: an <a> with the page's address, which moves inside the app on a plain click
// (a new tab, a modified click or another target is left to the browser), and <NavLink>, which
// also says whether it leads to the page shown (`aria-current="page"`, and its class).
import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { useNavigator, useLocation, useNavigate, type To } from '#src/components/router/router.tsx';
import { createPath, resolveTo } from '#src/lib/router/history.ts';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replaces the current entry of the history instead of adding one (the default for a link to the same place). */
  replace?: boolean;
  /** Carried to the next page (useLocation().state). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useNavigator();
  const path = resolveTo(to, location.pathname);
  return (
    <a
      {...props}
      href={navigator.createHref(path)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
      }}
    />
  );
}

type NavLinkState = { isActive: boolean };

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  /** Active only on exactly its page, not on the pages below it too. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** Whether a link to `toPathname` leads to the page at `pathname` (or, without `end`, above it). */
export function isActivePath(toPathname: string, pathname: string, end: boolean): boolean {
  const to = toPathname.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === to) return true;
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return !end && here.startsWith(to) && here.charAt(slashAt) === '/';
}

export function NavLink({ end = false, className, style, children, ...props }: NavLinkProps) {
  const location = useLocation();
  const isActive = isActivePath(resolveTo(props.to, location.pathname).pathname, location.pathname, end);
  const state = { isActive };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ');
  return (
    <Link
      {...props}
      aria-current={isActive ? (props['aria-current'] ?? 'page') : undefined}
      className={classes || undefined}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
