// Tabs: WAI-ARIA tabs that ":::tabs", VitePress's "::: code-group" and the
// <Tabs>/<TabItem> components all become. Each tab names its value (data-tab);
// the runtime (client/tabs.ts) switches a page's groups together:
// - code tabs (no data-group): every code-tab group that has the chosen label,
//   the choice remembered across pages;
// - data-group="os" (<Tabs groupId="os">): every group of that id, remembered
//   for that id;
// - data-local (<Tabs> without groupId): that group only, not remembered.
// Without the runtime every panel shows, under its label.
import type { Code, Html, RootContent } from 'mdast';
import type { Report } from './context.ts';
import type { Element, ElementContent } from 'hast';
import type { Node } from 'unist';

export interface Tab {
  label: string;
  /** What the runtime selects and remembers; the label for code tabs. */
  value: string;
  children: RootContent[];
}

export interface TabsOptions {
  /** Unique on the page: the tabs' and panels' ids are made from it. */
  id: number;
  /** The tab shown first (before the runtime applies the reader's choice). */
  selected?: number;
  /** The groupId of <Tabs>: groups with the same one switch together. */
  group?: string;
  /** A group that switches alone (<Tabs> without groupId). */
  local?: boolean;
  /** The tablist's accessible name. */
  label?: string;
}

export function tabs(items: Tab[], { id: group, selected = 0, group: groupId, local, label }: TabsOptions): RootContent {
  const id = (kind: string, i: number) => `tabs-${group}-${kind}-${i}`;
  const buttons: ElementContent[] = items.map((tab, i): Element => ({
    type: 'element', tagName: 'button',
    properties: {
      type: 'button', role: 'tab', id: id('tab', i), ariaControls: [id('panel', i)],
      ariaSelected: i === selected ? 'true' : 'false', tabIndex: i === selected ? 0 : -1, dataTab: tab.value,
    },
    children: [{ type: 'text', value: tab.label }],
  }));
  const panels = items.map((tab, i) => ({
    type: 'container',
    data: { hName: 'div', hProperties: { role: 'tabpanel', id: id('panel', i), ariaLabelledBy: id('tab', i), dataTab: tab.value, dataLabel: tab.label === tab.value ? undefined : tab.label, hidden: i !== selected } },
    children: tab.children,
  }));
  return {
    type: 'container',
    data: { hName: 'div', hProperties: { className: ['tabs'], dataGroup: groupId, dataLocal: local ? '' : undefined } },
    children: [
      { type: 'container', data: { hName: 'div', hProperties: { role: 'tablist', ariaLabel: label }, hChildren: buttons }, children: [] },
      ...panels,
    ],
  } as unknown as RootContent;
}

/** Tab labels of code blocks without a title. */
const LANGUAGE_LABELS: Record<string, string> = {
  bash: 'Shell', sh: 'Shell', shell: 'Shell', zsh: 'Shell', console: 'Shell',
  js: 'JavaScript', javascript: 'JavaScript', mjs: 'JavaScript', ts: 'TypeScript', typescript: 'TypeScript',
  py: 'Python', python: 'Python', json: 'JSON', http: 'HTTP', yaml: 'YAML', yml: 'YAML',
};

/** The `title="…"` of a fence's meta, if any. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta ? /\btitle=(["'])(.*?)\1/.exec(meta)?.[2] : undefined;
}

/** The `[label]` of a fence's meta, as VitePress's code groups name their tabs. */
export function fenceLabel(meta: string | null | undefined): string | undefined {
  return meta ? /(?:^|\s)\[([^\]]+)\]/.exec(meta)?.[1].trim() : undefined;
}

/** A code block's tab: its label, else its title, else its language. */
export function codeTabLabel(code: Code): string {
  return fenceLabel(code.meta) ?? fenceTitle(code.meta) ?? LANGUAGE_LABELS[code.lang ?? ''] ?? code.lang ?? 'Text';
}

/**
 * One tab per code block, named by its label, its title or its language (or as `labelOf` names it: Mintlify's code
 * groups); the tab says what the block is, so it shows no title. `name`: the tab list's accessible name.
 */
export function codeTabs(codes: Code[], id: number, { labelOf = codeTabLabel, name = 'Code examples' }: { labelOf?: (code: Code) => string; name?: string } = {}): RootContent {
  const items = codes.map((code): Tab => {
    code.data = { ...code.data, inTabs: true } as Code['data'];
    const label = labelOf(code);
    return { label, value: label, children: [code] };
  });
  return tabs(items, { id, label: name });
}

/**
 * What a code group holds (":::code-group", Mintlify's <CodeGroup>) as code tabs: anything but a fenced code block in
 * it, and a group without one, reported as `group` names it (`between`: where its blocks go; `aside`: where other text
 * goes). Undefined when it holds no code block.
 */
export function groupedCodeTabs(children: RootContent[], group: { written: string; marker: Node; between: string; aside: string }, report: Report, id: () => number,
  options?: Parameters<typeof codeTabs>[2]): RootContent | undefined {
  const codes = children.filter((child): child is Code => child.type === 'code');
  const stray = children.find((child) => child.type !== 'code');
  if (stray) report(stray, `Only fenced code blocks can go inside ${group.written}`, `put the text ${group.aside}`);
  if (codes.length === 0) {
    report(group.marker, `${group.written} holds no code block`, `put one fenced code block per tab between ${group.between}`);
    return undefined;
  }
  return codeTabs(codes, id(), options);
}

/** Where a tab of ":::tabs" starts ("== label"): a node of the container's children, until the tabs are made. */
interface TabStart { type: 'html'; value: ''; data: { tabLabel: string }; position?: Html['position'] }

export function tabStart(label: string, at: Html): RootContent {
  return { type: 'html', value: '', data: { tabLabel: label }, position: at.position } as TabStart as unknown as RootContent;
}

export function isTabStart(node: RootContent): boolean {
  return node.type === 'html' && typeof (node.data as { tabLabel?: unknown } | undefined)?.tabLabel === 'string';
}

/**
 * vitepress-plugin-tabs: ":::tabs" (or ":::tabs key:pm", whose tabs switch with every group of
 * that key and are remembered) with "== label" lines, each starting a tab of any markdown.
 */
export function markdownTabs(children: RootContent[], title: string, marker: Html, components: { report: Report; nextTabsId: () => number }): RootContent {
  const items: Tab[] = [];
  for (const child of children) {
    if (isTabStart(child)) {
      const label = (child.data as { tabLabel: string }).tabLabel;
      items.push({ label, value: label, children: [] });
    } else if (items.length) items[items.length - 1].children.push(child);
    else if (child.type !== 'html' || child.value.trim()) components.report(child, 'Text inside :::tabs before its first "== label" line', 'put the text before the tabs, or under a label');
  }
  const key = /(?:^|\s)key:(\S+)/.exec(title)?.[1];
  if (!key && title.trim()) components.report(marker, `":::tabs ${title.trim()}": a tab group takes only "key:name"`, 'write ":::tabs key:name" to switch every group of that key together, or ":::tabs" alone');
  return tabs(items, { id: components.nextTabsId(), group: key, local: !key });
}
