// Renders the components that site.config.ts registers, last of the markdown
// plugins, so that their content has been through the others (links checked,
// code highlighted): the content as HTML is the component's children. A page
// without such a component costs nothing here.
import type { Html, Parent, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import type { MarkdownContext } from '../blocks/context.ts';
import { notesOf, placeOf, problemsOf } from '../blocks/context.ts';
import { PHRASING, type ComponentNode } from './components.ts';

/** Set by the plugins that make a component node: the page has one to render. */
export function markComponents(file: VFile): void {
  file.data.hasComponents = true;
}

export function remarkRenderComponents(this: Processor) {
  const processor = this;
  return (tree: Root, file: VFile) => {
    const renderer = (file.data.markdown as MarkdownContext).renderer;
    if (!renderer || !file.data.hasComponents) return;
    /** Content as HTML: inline content as it is (as in a paragraph), blocks one to a line. */
    const html = (children: RootContent[]): string => {
      if (children.length === 0) return '';
      const inline = children.every((child) => PHRASING.has(child.type));
      const root = { type: 'root', children: inline ? [{ type: 'paragraph', children }] : children } as Root;
      const out = String(processor.stringify(root)).trim();
      return inline ? out.slice('<p>'.length, -'</p>'.length) : out;
    };
    const walk = (parent: Parent) => {
      parent.children.forEach((child, i) => {
        if (!('children' in child)) return;
        walk(child as Parent); // inner components first: an outer one gets their HTML
        if (child.type as string !== 'component') return;
        const node = child as unknown as ComponentNode;
        const children = html(node.children);
        let rendered = { html: '', showsChildren: true };
        try {
          rendered = renderer.render(node.name, node.props, children);
          if (!rendered.showsChildren) notesOf(file).push({ message: `<${node.name}> did not show the content written inside it`, ...placeOf(file, node) });
        } catch (err) {
          problemsOf(file).push({ message: `<${node.name}> failed while rendering: ${(err as Error).message}`, ...placeOf(file, node), hint: 'the component (registered in site.config.ts) threw with these props' });
        }
        parent.children[i] = { type: 'html', value: rendered.html, position: node.position } satisfies Html as RootContent;
      });
    };
    walk(tree);
  };
}
