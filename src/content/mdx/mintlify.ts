// The components Mintlify's pages use without importing them, as what they
// mean on a page of this generator: callouts are admonitions, a card a box
// (Starlight's <Card> is this one too), steps an ordered list, tabs and code
// groups the tabs of components.ts and blocks/tabs.ts, accordions <details>,
// a frame a <figure>, a field of an API as the OpenAPI pages show theirs (the
// classes api-type, api-required…), an update a section under a heading of
// its own (changelogs link to their entries). Icons show nothing: the
// generator has no icon set. <Snippet file> is an include (mdx/lines.ts).
// A file tree is nested lists, each folder a disclosure; a colour a swatch
// that an inline <svg> paints (the site's policy allows no inline style); a
// prompt a code block, to copy; a tile a card; consecutive views one group of
// tabs; a panel a box where it is written; a GitHub repository a card that
// links to it (its description and stars come from GitHub's API as the page
// loads: not here). <Visibility> shows its content on the page (for="humans")
// or in the markdown copy only (for="agents"; copy-components.ts).
// Attributes that only style Mintlify's look (icon, color, horizontal…) are
// left out: they would be unknown attributes of the HTML.
import type { Code, Heading, Link, List, ListItem, Nodes, PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { admonition } from '../blocks/admonitions.ts';
import { codeTabLabel, groupedCodeTabs, tabs, type Tab, type TabsOptions } from '../blocks/tabs.ts';
import type { Build, ComponentContext, Makers, OpenTag } from './components.ts';
import type { Attributes } from './tag.ts';
import { keepForCopy } from '../copy-edits.ts';
import { colourValues, isCssColour, swatch } from './colours.ts';

/** Each callout, by the kind of admonition it is. */
export const MINTLIFY_CALLOUTS: Record<string, string> = { Note: 'note', Tip: 'tip', Info: 'info', Warning: 'warning', Danger: 'danger', Check: 'tip', Callout: 'note' };

/** The components that hold code blocks as code tabs, by the small label above them (none for <CodeGroup>). */
export const MINTLIFY_CODE_GROUPS: Record<string, string | undefined> = { CodeGroup: undefined, RequestExample: 'Request', ResponseExample: 'Response' };

/** Every name, used without an import (its Tabs and Badge are the built-in ones). */
export const MINTLIFY_COMPONENTS: readonly string[] = [
  ...Object.keys(MINTLIFY_CALLOUTS), ...Object.keys(MINTLIFY_CODE_GROUPS), 'Card', 'CardGroup', 'Columns', 'Steps', 'Step', 'Tab',
  'Accordion', 'AccordionGroup', 'Expandable', 'Frame', 'Icon', 'Tooltip', 'ParamField', 'ResponseField', 'Update', 'Snippet',
  'Tree', 'FileTree', 'Tree.Folder', 'Tree.File', 'Color', 'Color.Row', 'Color.Item', 'Prompt', 'Tile', 'View', 'Visibility', 'Panel', 'Column', 'GitHub.Repo',
];

/** The tags a file tree's folders and files go in. */
const TREES = new Set(['Tree', 'FileTree', 'Tree.Folder']);
/** The tags a colour goes in. */
const PALETTES = new Set(['Color', 'Color.Row']);

/** What to do about a <Snippet> that cannot be included. */
export const SNIPPET_HINT = 'write <Snippet file="name.mdx" /> on a line of its own: the content folder\'s snippets/name.mdx is inserted there, as an include';

/** Options of a Mintlify fence's meta ("```js index.js {2} lines icon="js""): what is left is the block's title. */
const FENCE_OPTIONS = /(?:^|\s)(?:[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)|\{[^}]*\}|\[[^\]]*\]|lines|wrap|expandable|showLineNumbers|twoslash)(?=\s|$)/g;

/** A code block's tab in a code group: Mintlify's title (the meta after the language), else the label any code tab has (blocks/tabs.ts). */
export function codeGroupLabel(code: Code): string {
  return code.meta?.replace(FENCE_OPTIONS, ' ').trim() || codeTabLabel(code);
}

const text = (tag: OpenTag, name: string) => (typeof tag.data.a[name] === 'string' ? tag.data.a[name] as string : undefined);
const number = (tag: OpenTag, name: string) => (typeof tag.data.a[name] === 'number' || typeof tag.data.a[name] === 'string' ? Number(tag.data.a[name]) : NaN);
/** A boolean attribute: written bare, ={true} or ="true". */
const flag = (tag: OpenTag, name: string) => tag.data.a[name] === true || tag.data.a[name] === 'true';
const inline = (className: string, hName: string, children: PhrasingContent[], properties = {}) =>
  ({ type: 'mdxElement', data: { hName, hProperties: { className: [className], ...properties } }, children }) as unknown as PhrasingContent;
const paragraph = (className: string, children: PhrasingContent[]) => ({ type: 'paragraph', data: { hProperties: { className: [className] } }, children }) as RootContent;
const link = (tag: OpenTag, url: string, children: PhrasingContent[], className?: string) =>
  ({ type: 'link', url, children, position: tag.marker.position, data: { hProperties: className ? { className: [className] } : {} } }) as Link;

export function mintlifyComponents({ element, box }: Makers): Record<string, Build> {
  const callouts = Object.fromEntries(Object.entries(MINTLIFY_CALLOUTS).map(([name, kind]): [string, Build] => [name, (tag, ctx) => {
    const title = text(tag, 'title');
    return admonition(kind, title ? ctx.inline(title, tag.marker) : undefined, tag.children);
  }]));
  const codeGroups = Object.fromEntries(Object.entries(MINTLIFY_CODE_GROUPS).map(([name, label]): [string, Build] => [name, (tag, ctx) => codeGroup(tag, ctx, label)]));
  /** <details>, its summary the title (and a description under it), open when defaultOpen. */
  const disclosure = (tag: OpenTag, ctx: ComponentContext, title: string, description?: string) => {
    const summary = [...ctx.inline(title, tag.marker), ...(description ? [{ type: 'text', value: ' ' }, inline('summary-description', 'span', ctx.inline(description, tag.marker))] as PhrasingContent[] : [])];
    const a: Attributes = flag(tag, 'defaultOpen') ? { open: true } : {};
    return element({ ...tag, name: 'details', data: { a, c: {} }, children: [{ type: 'mdxElement', data: { hName: 'summary' }, children: summary } as unknown as RootContent, ...tag.children] }, ctx);
  };
  /** <ParamField> and <ResponseField>: the field's name in code, its type and marks, its default, then its description. */
  const field = (tag: OpenTag, ctx: ComponentContext, name: string) => {
    const type = text(tag, 'type');
    const fact = (className: string, words: string) => [{ type: 'text', value: ' ' }, inline(className, 'span', [{ type: 'text', value: words }])] as PhrasingContent[];
    const head = paragraph('api-field-name', [
      { type: 'inlineCode', value: name },
      ...(type ? fact('api-type', type) : []),
      ...(flag(tag, 'required') ? fact('api-required', 'required') : []),
      ...(flag(tag, 'deprecated') ? fact('api-deprecated', 'deprecated') : []),
    ]);
    const fallback = tag.data.a.default;
    const facts = fallback === undefined || fallback === null ? [] : [paragraph('api-field-default', [{ type: 'text', value: 'Default: ' }, { type: 'inlineCode', value: typeof fallback === 'string' ? fallback : JSON.stringify(fallback) }])];
    const description = tag.children.length ? [box('api-description', tag, ctx)] : [];
    return box('api-field', tag, ctx, [head, ...facts, ...description]);
  };
  return {
    ...callouts,
    ...codeGroups,
    Card: (tag, ctx) => {
      const [title, href, img] = [text(tag, 'title'), text(tag, 'href'), text(tag, 'img')];
      const cta = text(tag, 'cta');
      return box('card', tag, ctx, [
        ...(img ? [element({ ...tag, name: 'img', data: { a: { src: img, alt: '', className: 'card-image' }, c: {} }, children: [] }, ctx)].flat() : []),
        ...cardTitle(tag, ctx, title, href),
        ...tag.children,
        ...(href && cta ? [paragraph('card-cta', [link(tag, href, ctx.inline(cta, tag.marker))])] : []),
      ]);
    },
    // A tile: a card whose content (an image, as a rule) is its preview, above its title and description.
    Tile: (tag, ctx) => {
      const description = text(tag, 'description');
      return box('card', tag, ctx, [...tag.children, ...cardTitle(tag, ctx, text(tag, 'title'), text(tag, 'href')), ...(description ? [block(ctx.inline(description, tag.marker))] : [])]);
    },
    // A card that links to the repository; what Mintlify fetches of it from GitHub's API as the page loads (its description, stars and forks) is not shown.
    'GitHub.Repo': (tag, ctx) => {
      const repo = githubRepo(tag.data.a.repo);
      if (!repo) {
        ctx.report(tag.marker, '<GitHub.Repo> names no repository', 'give repo="owner/name", or the repository\'s address on GitHub');
        return [];
      }
      return box('card', tag, ctx, cardTitle(tag, ctx, repo, `https://github.com/${repo}`, false));
    },
    CardGroup: (tag, ctx) => cardGrid(tag, ctx),
    Columns: (tag, ctx) => cardGrid(tag, ctx),
    Steps: (tag, ctx) => {
      // Starlight's <Steps> holds a list of its own; Mintlify's holds <Step>s, which make it.
      if (!tag.children.some(isStep)) return box('steps', tag, ctx);
      const stray = tag.children.find((child) => !isStep(child));
      if (stray) ctx.report(stray, 'Only <Step> can go inside <Steps>', 'put the text inside a <Step>, or before or after the steps');
      return box('steps', tag, ctx, [{ type: 'list', ordered: true, spread: true, children: tag.children.filter(isStep) } as RootContent]);
    },
    Step: (tag, ctx) => {
      if (ctx.parent !== 'Steps') ctx.report(tag.marker, '<Step> must be inside <Steps>', 'put the <Step>s of a procedure between <Steps> and </Steps>');
      const title = ctx.inline(text(tag, 'title') ?? '', tag.marker);
      // titleSize="h2" or "h3" makes the step's title a heading, in the page's table of contents.
      const depth = /^h([2-4])$/.exec(text(tag, 'titleSize') ?? '')?.[1];
      const head = depth ? { type: 'heading', depth: Number(depth), children: title } as Heading : paragraph('step-title', title);
      const value = number(tag, 'stepNumber');
      return { type: 'listItem', spread: true, data: { step: true, hProperties: Number.isInteger(value) ? { value } : {} }, children: [...(title.length ? [head] : []), ...tag.children], position: tag.marker.position } as unknown as RootContent;
    },
    Tab: (tag, ctx) => {
      if (ctx.parent !== 'Tabs') ctx.report(tag.marker, '<Tab> must be inside <Tabs>', 'put the <Tab>s of a group between <Tabs> and </Tabs>');
      const title = text(tag, 'title');
      if (!title) {
        ctx.report(tag.marker, '<Tab> needs a title', 'give each tab a title="…", the text of its tab');
        return [];
      }
      // The tab the built-in <Tabs> reads (components.ts): its title is its label and its value.
      return { type: 'tabItem', data: { a: { value: title, label: title }, c: {} }, children: tag.children, position: tag.marker.position } as unknown as RootContent;
    },
    Accordion: (tag, ctx) => disclosure(tag, ctx, text(tag, 'title') ?? '', text(tag, 'description')),
    AccordionGroup: (tag, ctx) => box('accordion-group', tag, ctx),
    Expandable: (tag, ctx) => disclosure(tag, ctx, text(tag, 'title') ?? 'properties'),
    Frame: (tag, ctx) => {
      const caption = text(tag, 'caption');
      const figcaption = caption ? [{ type: 'mdxElement', data: { hName: 'figcaption' }, children: ctx.inline(caption, tag.marker) } as unknown as RootContent] : [];
      return element({ ...tag, name: 'figure', data: { a: { className: 'frame' }, c: {} }, children: [...tag.children, ...figcaption] }, ctx);
    },
    Icon: () => [],
    // An include, read by mdx/lines.ts where it is alone on its line; anywhere else it cannot be.
    Snippet: (tag, ctx) => {
      ctx.report(tag.marker, '<Snippet> must be alone on its line, as <Snippet file="…" />', SNIPPET_HINT);
      return [];
    },
    Tooltip: (tag) => {
      // A term and what it means, in a paragraph: its tip is the <abbr>'s title, which browsers show on hover.
      const children = tag.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child as PhrasingContent]));
      const tip = text(tag, 'tip');
      const term = tip ? [inline('tooltip', 'abbr', children, { title: tip })] : children;
      const href = text(tag, 'href');
      return href ? link(tag, href, term) : term;
    },
    ParamField: (tag, ctx) => field(tag, ctx, ['path', 'query', 'body', 'header', 'name'].map((at) => text(tag, at)).find(Boolean) ?? ''),
    ResponseField: (tag, ctx) => field(tag, ctx, text(tag, 'name') ?? ''),
    Update: (tag, ctx) => {
      // A changelog entry: its label a heading, with an id that links to it, its description under it.
      const description = text(tag, 'description');
      return element({ ...tag, name: 'section', data: { a: { className: 'update' }, c: {} }, children: [
        { type: 'heading', depth: 2, children: ctx.inline(text(tag, 'label') ?? '', tag.marker), position: tag.marker.position } as Heading,
        ...(description ? [paragraph('update-description', ctx.inline(description, tag.marker))] : []),
        ...tag.children,
      ] }, ctx);
    },
    Tree: (tag, ctx) => fileTree(tag, ctx),
    FileTree: (tag, ctx) => fileTree(tag, ctx),
    'Tree.Folder': (tag, ctx) => {
      const name = entryName(tag, ctx, 'folder');
      const content = treeList(tag, ctx);
      // openable={false}: a folder that does not close, its content always shown.
      if (tag.data.a.openable === false || tag.data.a.openable === 'false') return treeEntry(tag, ctx, [block(name), ...content]);
      const a: Attributes = flag(tag, 'defaultOpen') ? { open: true } : {};
      return treeEntry(tag, ctx, [element({ ...tag, name: 'details', data: { a, c: {} }, children: [{ type: 'mdxElement', data: { hName: 'summary' }, children: name } as unknown as RootContent, ...content] }, ctx)].flat());
    },
    'Tree.File': (tag, ctx) => treeEntry(tag, ctx, [block(entryName(tag, ctx, 'file'))]),
    Color: (tag, ctx) => {
      const inPalette = (child: RootContent) => isSwatch(child) || isMade(child, 'colorRow');
      const stray = tag.children.find((child) => !inPalette(child));
      if (stray) ctx.report(stray, 'Only <Color.Item> and <Color.Row> can go inside <Color>', 'put the text before or after the palette');
      return box('colors', tag, ctx, swatchGrids(tag.children.filter(inPalette)));
    },
    'Color.Row': (tag, ctx) => {
      if (ctx.parent !== 'Color') ctx.report(tag.marker, '<Color.Row> must be inside <Color>', 'put the rows of a palette between <Color variant="table"> and </Color>');
      const stray = tag.children.find((child) => !isSwatch(child));
      if (stray) ctx.report(stray, 'Only <Color.Item> can go inside <Color.Row>', 'put the text before or after the palette');
      const title = text(tag, 'title');
      const row = box('color-row', tag, ctx, [...(title ? [block([{ type: 'strong', children: ctx.inline(title, tag.marker) }])] : []), ...swatchGrids(tag.children.filter(isSwatch))]);
      return made(row, 'colorRow');
    },
    'Color.Item': (tag, ctx) => {
      const name = text(tag, 'name');
      const values = colourValues(tag.data.a.value);
      if (!values.length) ctx.report(tag.marker, `<Color.Item${name ? ` name="${name}"` : ''}> has no value`, 'give value="#3b82f6" (a CSS colour), or value={{ light: "…", dark: "…" }}');
      const painted = values.map(([colour]) => colour).filter(isCssColour);
      const item = made({ type: 'listItem', spread: true, data: { hProperties: { className: ['card'] } }, position: tag.marker.position, children: [
        // A swatch of each value that is a CSS colour, side by side; the page's policy drops a style=, not an SVG's fill.
        ...(painted.length ? [{ type: 'html', value: swatch(painted) } as RootContent] : []),
        ...(name ? [paragraph('card-title', [{ type: 'text', value: name }])] : []),
        ...(values.length ? [block(values.flatMap(([colour, mode], i): PhrasingContent[] => [...(i ? [{ type: 'text', value: ', ' } as const] : []), { type: 'inlineCode', value: colour }, ...(mode ? [{ type: 'text', value: ` ${mode}` } as const] : [])]))] : []),
      ] } as ListItem, 'swatch');
      if (PALETTES.has(ctx.parent ?? '')) return item;
      ctx.report(tag.marker, '<Color.Item> must be inside <Color>', 'put the colours of a palette between <Color> and </Color>');
      return swatchGrids([item]);
    },
    // A prompt to copy: its description, then its text as a code block, which has a copy button as every block has.
    Prompt: (tag, ctx) => {
      const description = text(tag, 'description');
      const prompt = written(tag.children);
      if (!prompt) ctx.report(tag.marker, '<Prompt> holds no prompt', 'write the text of the prompt between <Prompt> and </Prompt>');
      const code: Code = { type: 'code', lang: 'text', meta: null, value: prompt, position: tag.marker.position };
      return box('card prompt', tag, ctx, [...(description ? [block(ctx.inline(description, tag.marker))] : []), code]);
    },
    // Mintlify shows one view at a time, chosen for the whole page; here the views written one after another are one group of tabs, and every group of views switches with the others.
    View: (tag, ctx) => {
      const title = text(tag, 'title');
      if (!title) {
        ctx.report(tag.marker, '<View> needs a title', 'give each view a title="…", the name of its tab (the language or framework it is for)');
        return tag.children;
      }
      const tab: Tab = { label: title, value: title, children: tag.children };
      const before = ctx.before?.at(-1);
      const group = before && VIEWS.get(before);
      // A view of a title the group has already starts a group of its own (Pipecat's pages write one set of views after
      // another): with the page's view chosen, both show it.
      if (!group || group.tabs.some((other) => other.value === title)) {
        const options: TabsOptions = { id: ctx.nextTabsId(), group: 'view', label: 'Views' };
        const views = tabs([tab], options);
        VIEWS.set(views, { tabs: [tab], options });
        return views;
      }
      group.tabs.push(tab);
      Object.assign(before, tabs(group.tabs, group.options));
      return [];
    },
    // for="humans": the page only; for="agents": the markdown copy only (copy-components.ts), neither on the page nor in search.
    Visibility: (tag, ctx) => {
      const audience = text(tag, 'for');
      if (audience === 'agents') return [];
      if (audience !== 'humans') ctx.report(tag.marker, `<Visibility${audience === undefined ? '' : ` for="${audience}"`}>: for whom?`, 'write for="humans" (on the page only) or for="agents" (in the markdown copy only)');
      return tag.children;
    },
    // Mintlify shows a panel in the column beside the page, instead of the table of contents; here it is a box where it is written.
    Panel: (tag, ctx) => element({ ...tag, name: 'aside', data: { a: { className: 'card panel' }, c: {} } }, ctx),
    Column: (tag, ctx) => box('column', tag, ctx),
  };

  /** A card's title: a link where it has one, which the whole card answers to (styles.css, .card-link). */
  function cardTitle(tag: OpenTag, ctx: ComponentContext, title: string | undefined, href: string | undefined, markdown = true): RootContent[] {
    if (!title) return [];
    const words = markdown ? ctx.inline(title, tag.marker) : [{ type: 'text', value: title } as PhrasingContent];
    return [paragraph('card-title', href ? [keepForCopy(tag.marker, link(tag, href, words, 'card-link'))] : words)];
  }

  /** <Tree>, <FileTree>: the list of its folders and files, in a box; or the markdown list it holds (Mintlify's other way to write one, and Starlight's). */
  function fileTree(tag: OpenTag, ctx: ComponentContext): RootContent {
    return box('file-tree', tag, ctx, tag.children.some(isTreeEntry) ? treeList(tag, ctx) : tag.children);
  }

  /** The folders and files inside a tree or a folder, as a list. */
  function treeList(tag: OpenTag, ctx: ComponentContext): RootContent[] {
    const stray = tag.children.find((child) => !isTreeEntry(child));
    if (stray) ctx.report(stray, `Only <Tree.Folder> and <Tree.File> can go inside <${tag.name}>`, 'name each folder and file of the tree as <Tree.Folder name="…"> and <Tree.File name="…" />');
    const entries = tag.children.filter(isTreeEntry) as ListItem[];
    return entries.length ? [{ type: 'list', ordered: false, spread: false, children: entries } as List] : [];
  }

  /** A folder or file of a tree: an item of its list; outside a tree, a list of its own. */
  function treeEntry(tag: OpenTag, ctx: ComponentContext, children: RootContent[]): RootContent {
    const item = made({ type: 'listItem', spread: false, children, position: tag.marker.position } as ListItem, 'treeEntry');
    if (TREES.has(ctx.parent ?? '')) return item;
    ctx.report(tag.marker, `<${tag.name}> must be inside <Tree>`, 'put the folders and files of a tree between <Tree> and </Tree>');
    return { type: 'list', ordered: false, spread: false, children: [item] } as List;
  }

  /** A folder's or file's name, as text (the name of a highlighted one marked: the file the text around it names). */
  function entryName(tag: OpenTag, ctx: ComponentContext, kind: string): PhrasingContent[] {
    const name = text(tag, 'name');
    if (!name) ctx.report(tag.marker, `<${tag.name}> needs a name`, `give it name="…", the ${kind}'s name`);
    const words: PhrasingContent[] = [{ type: 'text', value: name ?? '' }];
    return flag(tag, 'highlight') ? [{ type: 'mdxElement', data: { hName: 'mark' }, children: words } as unknown as PhrasingContent] : words;
  }

  /** <CardGroup cols={2}>, <Columns>: a grid of at most that many columns (styles.css, .cols-2). */
  function cardGrid(tag: OpenTag, ctx: ComponentContext): RootContent {
    const cols = number(tag, 'cols');
    return box(['card-grid', ...(cols >= 1 && cols <= 4 ? [`cols-${cols}`] : [])].join(' '), tag, ctx);
  }
}

/** <CodeGroup>, <RequestExample>, <ResponseExample>: code tabs, as VitePress's "::: code-group" makes, each named by its block's title. */
function codeGroup(tag: OpenTag, ctx: ComponentContext, label: string | undefined): RootContent | RootContent[] {
  const group = { written: `<${tag.name}>`, marker: tag.marker, between: `<${tag.name}> and </${tag.name}>`, aside: `before or after <${tag.name}>` };
  const tabs = groupedCodeTabs(tag.children, group, ctx.report, ctx.nextTabsId, { labelOf: codeGroupLabel, name: label && `${label} examples` });
  if (!tabs) return [];
  return label ? [paragraph('code-group-label', [{ type: 'text', value: label }]), tabs] : tabs;
}

function isStep(node: RootContent): boolean {
  return node.type === 'listItem' && Boolean((node.data as { step?: boolean } | undefined)?.step);
}

/** The repository a <GitHub.Repo repo> names ("owner/name", or its address on GitHub), as "owner/name". */
export function githubRepo(repo: unknown): string | undefined {
  return typeof repo === 'string' ? /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/i.exec(repo.trim())?.[1] : undefined;
}

/** The groups of tabs that views made, by their node: a view right after one joins it. */
const VIEWS = new WeakMap<object, { tabs: Tab[]; options: TabsOptions }>();

/** A node a builder made, marked as `kind` for the builder of the tag it is in. */
function made<T extends RootContent>(node: T, kind: string): T {
  node.data = { ...node.data, [kind]: true } as T['data'];
  return node;
}

function isMade(node: RootContent, kind: string): boolean {
  return Boolean((node.data as Record<string, unknown> | undefined)?.[kind]);
}

const isTreeEntry = (node: RootContent) => isMade(node, 'treeEntry');
const isSwatch = (node: RootContent) => isMade(node, 'swatch');

/** A paragraph without a class. */
function block(children: PhrasingContent[]): RootContent {
  return { type: 'paragraph', children };
}

/** Colours one after another, as a grid of cards (each a list item); anything else as it is. */
function swatchGrids(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const child of children) {
    const last = out[out.length - 1];
    if (!isSwatch(child)) out.push(child);
    else if (last?.type === 'list' && isMade(last, 'swatches')) last.children.push(child as ListItem);
    else out.push(made({ type: 'list', ordered: false, spread: true, data: { hProperties: { className: ['card-grid'] } }, children: [child as ListItem] } as List, 'swatches'));
  }
  return out;
}

/** Markdown written back as the text a writer types (a prompt, to copy as it is): its marks, nothing escaped, its blocks as many lines apart as written. */
function written(nodes: readonly Nodes[], between = '\n\n'): string {
  return nodes.map((node, i) => {
    const [above, start] = [nodes[i - 1]?.position?.end.line, node.position?.start.line];
    return (i ? (above && start && start > above ? '\n'.repeat(start - above) : between) : '') + writtenNode(node);
  }).join('');
}

function writtenNode(node: Nodes): string {
  const inner = () => ('children' in node ? (node.children as Nodes[]).map(writtenNode).join('') : '');
  switch (node.type) {
    case 'text': case 'html': return node.value;
    case 'inlineCode': return `\`${node.value}\``;
    case 'strong': return `**${inner()}**`;
    case 'emphasis': return `*${inner()}*`;
    case 'delete': return `~~${inner()}~~`;
    case 'break': return '\n';
    case 'link': return `[${inner()}](${node.url})`;
    case 'image': return `![${node.alt ?? ''}](${node.url})`;
    case 'paragraph': return inner();
    case 'heading': return `${'#'.repeat(node.depth)} ${inner()}`;
    case 'thematicBreak': return '---';
    case 'blockquote': return written(node.children).replace(/^/gm, '> ');
    case 'code': {
      const fence = '`'.repeat(Math.max(3, ...[...node.value.matchAll(/`{3,}/g)].map((run) => run[0].length + 1)));
      return `${fence}${node.lang ?? ''}\n${node.value}\n${fence}`;
    }
    case 'list': return node.children.map((item, i) => {
      const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '- ';
      return marker + written(item.children, node.spread ? '\n\n' : '\n').replace(/\n(?=.)/g, `\n${' '.repeat(marker.length)}`);
    }).join(node.spread ? '\n\n' : '\n');
    default: return toString(node);
  }
}
