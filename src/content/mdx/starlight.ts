// The components Starlight's pages import from "@astrojs/starlight/components",
// as what they mean on a page of this generator. Its Tabs, TabItem, Aside (an
// admonition), Badge and Code are the built-in components of the same names
// (components.ts reads their Starlight props); the others are here: Steps and
// FileTree wrap a list, Card and CardGrid are boxes, LinkCard and LinkButton
// links, and Icon shows nothing (the generator has no icon set).
import type { Link, PhrasingContent, RootContent } from 'mdast';
import type { ComponentContext, OpenTag } from './components.ts';

export const STARLIGHT_MODULE = '@astrojs/starlight/components';

/** Each component the module exports, by the built-in component it is. */
export const STARLIGHT_COMPONENTS: Record<string, string> = {
  Tabs: 'Tabs', TabItem: 'TabItem', Aside: 'Admonition', Badge: 'Badge', Code: 'CodeBlock',
  Steps: 'Steps', FileTree: 'FileTree', Card: 'Card', CardGrid: 'CardGrid', LinkCard: 'LinkCard', LinkButton: 'LinkButton', Icon: 'Icon',
};

type Build = (tag: OpenTag, ctx: ComponentContext) => RootContent | RootContent[];

/** The components only Starlight has; `element` makes an HTML element of a tag (components.ts). */
export function starlightComponents(element: Build): Record<string, Build> {
  const box = (className: string, tag: OpenTag, ctx: ComponentContext, children = tag.children) =>
    element({ ...tag, name: 'div', data: { ...tag.data, a: { className } }, children }, ctx);
  const text = (tag: OpenTag, name: string) => (typeof tag.data.a[name] === 'string' ? tag.data.a[name] as string : '');
  const span = (className: string, children: PhrasingContent[]) => ({ type: 'mdxElement', data: { hName: 'span', hProperties: { className: [className] } }, children }) as unknown as PhrasingContent;
  const link = (tag: OpenTag, className: string, children: PhrasingContent[]) =>
    ({ type: 'link', url: text(tag, 'href'), children, position: tag.marker.position, data: { hProperties: { className: [className] } } }) as unknown as Link;
  return {
    Steps: (tag, ctx) => box('steps', tag, ctx),
    FileTree: (tag, ctx) => box('file-tree', tag, ctx),
    CardGrid: (tag, ctx) => box('card-grid', tag, ctx),
    Card: (tag, ctx) => box('card', tag, ctx, [
      { type: 'paragraph', data: { hProperties: { className: ['card-title'] } }, children: ctx.inline(text(tag, 'title'), tag.marker) } as RootContent,
      ...tag.children,
    ]),
    LinkCard: (tag, ctx) => {
      const description = text(tag, 'description');
      return link(tag, 'card', [span('card-title', ctx.inline(text(tag, 'title'), tag.marker)), ...(description ? [span('card-description', ctx.inline(description, tag.marker))] : [])]);
    },
    LinkButton: (tag) => link(tag, 'link-button', tag.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child as PhrasingContent]))),
    Icon: () => [],
  };
}
