import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';

type NavLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * The one place that turns a content href into a link. Hrefs in src/content are plain strings
 * because some targets are built by later issues, so the typed `to` is bypassed here, once.
 * TanStack treats `to` as a path only, so the query and hash are split off and passed separately.
 */
export function NavLink({ href, ...rest }: NavLinkProps) {
  if (!href.startsWith('/')) return <a href={href} {...rest} />;
  const url = new URL(href, 'http://sauti.invalid');
  return (
    <Link
      to={url.pathname as never}
      search={Object.fromEntries(url.searchParams) as never}
      hash={url.hash.slice(1) || undefined}
      // Exact, so the logo link to `/` is not marked as the current page everywhere.
      activeOptions={{ exact: true, includeSearch: true }}
      {...rest}
    />
  );
}
