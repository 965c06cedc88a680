import type { SidebarItem } from '../src/render/data.ts';

/** The sidebar's list; categories off the current page's path are collapsed to a link. */
export function Sidebar({ items }: { items: SidebarItem[] }) {
  return <ul className="sidebar-list">{items.map((item) => <Item key={item.url + item.label} item={item} />)}</ul>;
}

function Item({ item }: { item: SidebarItem }) {
  const current = item.current ? { 'aria-current': 'page' as const } : {};
  if (item.kind === 'page') {
    return <li><a href={item.url} {...current}>{item.label}</a></li>;
  }
  return (
    <li className={item.expanded ? 'category expanded' : 'category collapsed'}>
      <a href={item.url} {...current}>{item.label}</a>
      {item.expanded && item.children.length > 0 && <Sidebar items={item.children} />}
    </li>
  );
}
