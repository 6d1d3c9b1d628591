/** The header: product name, where the person is (environment, clock), the navigation between screens and the theme switch. */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { FaultBadge } from '../faults';
import type { Route } from '../routing';
import { hrefOf } from '../shared/use-hash-route';
import { connection } from '../shared/sandbox-connection';
import { ThemeSwitch } from '../theme';
import { WorkspaceSwitcher } from '../workspaces';
import { WhereAmI } from './where-am-i';

interface NavItem {
  page: Route['page'];
  label: string;
  href: string;
}

/** Console, Keys, Webhooks, Data, Records, Faults and Reference always; Checkout once a checkout link was opened. */
export function AppHeader({ current, checkoutHref }: { current: Route['page']; checkoutHref: string | null }) {
  const items: NavItem[] = [
    { page: 'console', label: 'Console', href: hrefOf('/console') },
    { page: 'keys', label: 'Keys', href: hrefOf('/keys') },
    { page: 'webhooks', label: 'Webhooks', href: hrefOf('/webhooks') },
    { page: 'data', label: 'Data', href: hrefOf('/data') },
    { page: 'records', label: 'Records', href: hrefOf('/records') },
    { page: 'faults', label: 'Faults', href: hrefOf('/faults') },
    { page: 'reference', label: 'Reference', href: hrefOf('/reference') },
  ];
  if (checkoutHref) items.push({ page: 'checkout', label: 'Checkout', href: checkoutHref });
  const workspaces = connection().workspaces;
  const nav = useRef<HTMLElement>(null);
  useCurrentTabShown(nav, current);

  return (
    <header className="app-header">
      {/* Two rows at every width, so nothing wraps by chance: who and where above, the screens below. */}
      <div className="app-header-bar">
        <a className="brand" href={hrefOf('/console')}>
          Gateway Playground
        </a>
        <div className="app-header-context">
          <WhereAmI />
          {workspaces && <WorkspaceSwitcher control={workspaces} />}
          <FaultBadge />
        </div>
        <ThemeSwitch />
      </div>
      <nav ref={nav} aria-label="Main" className="app-nav">
        <ul className="nav">
          {items.map((item) => (
            <li key={item.page}>
              <a
                className={item.page === current ? 'nav-link nav-link--current' : 'nav-link'}
                href={item.href}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * On a phone the tabs scroll sideways: the current one is scrolled into the row, so Faults or
 * Reference opened by a link is not a tab out of sight. Only the row scrolls, never the page.
 */
function useCurrentTabShown(nav: RefObject<HTMLElement | null>, current: Route['page']) {
  useLayoutEffect(() => {
    const row = nav.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab) return;
    const { left, right } = tab.getBoundingClientRect();
    const rowLeft = row.getBoundingClientRect().left - row.scrollLeft;
    // Tabs sit at fractions of a pixel; the row scrolls by whole ones.
    const start = Math.floor(left - rowLeft);
    const end = Math.ceil(right - rowLeft);
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [nav, current]);
}
