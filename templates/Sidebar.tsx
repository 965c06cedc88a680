import type { SidebarItem } from '../src/render/data.ts';

/**
 * The sidebar a page carries: the levels on its way, each a window of items
 * (see src/render/sidebar.ts); categories off the way are collapsed to a link,
 * and a category's other items are a link to it ("and 40 more").
 */
export function Sidebar({ items }: { items: SidebarItem[] }) {
  return <ul className="sidebar-list">{items.map((item, i) => <Item key={i} item={item} />)}</ul>;
}

function Item({ item }: { item: SidebarItem }) {
  if (item.kind === 'more') {
    return <li className="sidebar-more"><a href={item.url}>{`… and ${item.count} more`}</a></li>;
  }
  const current = item.current ? { 'aria-current': 'page' as const } : {};
  const label = <>{item.label}{item.badge && <> <span className="sidebar-badge">{item.badge}</span></>}</>;
  if (item.kind === 'page') {
    return <li className={item.className}><a href={item.url} {...current}>{label}</a></li>;
  }
  return (
    <li className={[item.expanded ? 'category expanded' : 'category collapsed', item.className].filter(Boolean).join(' ')}>
      <a href={item.url} {...current}>{label}</a>
      {item.expanded && item.children.length > 0 && <Sidebar items={item.children} />}
    </li>
  );
}
