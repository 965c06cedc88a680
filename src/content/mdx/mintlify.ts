// The components Mintlify's pages use without importing them, as what they
// mean on a page of this generator: callouts are admonitions, a card a box
// (Starlight's <Card> is this one too), steps an ordered list, tabs and code
// groups the tabs of components.ts and blocks/tabs.ts, accordions <details>,
// a frame a <figure>, a field of an API as the OpenAPI pages show theirs (the
// classes api-type, api-required…), an update a section under a heading of
// its own (changelogs link to their entries). Icons show nothing: the
// generator has no icon set. <Snippet file> is an include (mdx/lines.ts).
// Attributes that only style Mintlify's look (icon, color, horizontal…) are
// left out: they would be unknown attributes of the HTML.
import type { Code, Heading, Link, PhrasingContent, RootContent } from 'mdast';
import { admonition } from '../blocks/admonitions.ts';
import { codeTabLabel, groupedCodeTabs } from '../blocks/tabs.ts';
import type { Build, ComponentContext, Makers, OpenTag } from './components.ts';
import type { Attributes } from './tag.ts';
import { keepForCopy } from '../copy-edits.ts';

/** Each callout, by the kind of admonition it is. */
export const MINTLIFY_CALLOUTS: Record<string, string> = { Note: 'note', Tip: 'tip', Info: 'info', Warning: 'warning', Danger: 'danger', Check: 'tip', Callout: 'note' };

/** The components that hold code blocks as code tabs, by the small label above them (none for <CodeGroup>). */
export const MINTLIFY_CODE_GROUPS: Record<string, string | undefined> = { CodeGroup: undefined, RequestExample: 'Request', ResponseExample: 'Response' };

/** Every name, used without an import (its Tabs and Badge are the built-in ones). */
export const MINTLIFY_COMPONENTS: readonly string[] = [
  ...Object.keys(MINTLIFY_CALLOUTS), ...Object.keys(MINTLIFY_CODE_GROUPS), 'Card', 'CardGroup', 'Columns', 'Steps', 'Step', 'Tab',
  'Accordion', 'AccordionGroup', 'Expandable', 'Frame', 'Icon', 'Tooltip', 'ParamField', 'ResponseField', 'Update', 'Snippet',
];

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
      const words = title ? ctx.inline(title, tag.marker) : [];
      const cta = text(tag, 'cta');
      return box('card', tag, ctx, [
        ...(img ? [element({ ...tag, name: 'img', data: { a: { src: img, alt: '', className: 'card-image' }, c: {} }, children: [] }, ctx)].flat() : []),
        ...(title ? [paragraph('card-title', href ? [keepForCopy(tag.marker, link(tag, href, words, 'card-link'))] : words)] : []),
        ...tag.children,
        ...(href && cta ? [paragraph('card-cta', [link(tag, href, ctx.inline(cta, tag.marker))])] : []),
      ]);
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
  };

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
