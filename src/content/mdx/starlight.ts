// The components Starlight's pages import from "@astrojs/starlight/components",
// as what they mean on a page of this generator. Its Tabs, TabItem, Aside (an
// admonition), Badge and Code are the built-in components of the same names
// (components.ts reads their Starlight props); its Card, Steps (around a list)
// and Icon (nothing: the generator has no icon set) are Mintlify's, which take
// the same props and more (mintlify.ts); the others are here: FileTree wraps a
// list, CardGrid is a box, LinkCard and LinkButton are links.
import type { Link, PhrasingContent } from 'mdast';
import type { Build, Makers, OpenTag } from './components.ts';

export const STARLIGHT_MODULE = '@astrojs/starlight/components';

/** Each component the module exports, by the built-in component it is. */
export const STARLIGHT_COMPONENTS: Record<string, string> = {
  Tabs: 'Tabs', TabItem: 'TabItem', Aside: 'Admonition', Badge: 'Badge', Code: 'CodeBlock',
  Steps: 'Steps', FileTree: 'FileTree', Card: 'Card', CardGrid: 'CardGrid', LinkCard: 'LinkCard', LinkButton: 'LinkButton', Icon: 'Icon',
};

/** The components only Starlight has. */
export function starlightComponents({ box }: Makers): Record<string, Build> {
  const text = (tag: OpenTag, name: string) => (typeof tag.data.a[name] === 'string' ? tag.data.a[name] as string : '');
  const span = (className: string, children: PhrasingContent[]) => ({ type: 'mdxElement', data: { hName: 'span', hProperties: { className: [className] } }, children }) as unknown as PhrasingContent;
  const link = (tag: OpenTag, className: string, children: PhrasingContent[]) =>
    ({ type: 'link', url: text(tag, 'href'), children, position: tag.marker.position, data: { hProperties: { className: [className] } } }) as unknown as Link;
  return {
    FileTree: (tag, ctx) => box('file-tree', tag, ctx),
    CardGrid: (tag, ctx) => box('card-grid', tag, ctx),
    LinkCard: (tag, ctx) => {
      const description = text(tag, 'description');
      return link(tag, 'card', [span('card-title', ctx.inline(text(tag, 'title'), tag.marker)), ...(description ? [span('card-description', ctx.inline(description, tag.marker))] : [])]);
    },
    LinkButton: (tag) => link(tag, 'link-button', tag.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child as PhrasingContent]))),
  };
}
