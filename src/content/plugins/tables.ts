// Tables get a scroll container of their own, so a wide table scrolls sideways
// inside the text instead of widening the page on a phone. The container can be
// scrolled with the keyboard (it takes the focus) and is a region named after
// the section it is in (numbered from the second one on), so a screen reader
// says which table it is.
import { toString } from 'mdast-util-to-string';
import type { Parent, Root, Table } from 'mdast';
import type { VFile } from 'vfile';
import { eachBlock } from '../blocks/each-node.ts';

const CONTAINER = 'tableScroll';
/** What the name of a table outside any section says. */
const UNNAMED = 'Table';

export function remarkTables() {
  return (tree: Root, file: VFile) => {
    // A table's delimiter row has a pipe; a page without one has no table to look for.
    if (!String(file.value).includes('|')) return;
    let section = UNNAMED;
    const named = new Map<string, number>();
    eachBlock(tree, (node, index, parent) => {
      if (node.type === 'heading') section = toString(node, { includeHtml: false }) || UNNAMED; // not its link (anchors.ts)
      // (The walk then goes into the container and meets the table again.)
      else if (node.type === 'table' && parent.type !== CONTAINER) {
        // Regions are landmarks: a second table of a section is "Errors (2)", so each name is unique.
        const count = (named.get(section) ?? 0) + 1;
        named.set(section, count);
        parent.children[index] = scrollContainer(node, count > 1 ? `${section} (${count})` : section);
      }
    });
  };
}

function scrollContainer(table: Table, name: string): Parent['children'][number] {
  // No mdast node is a <div>: mdast-util-to-hast renders an unknown parent by its hName.
  const container = {
    type: CONTAINER,
    data: { hName: 'div', hProperties: { className: ['table-scroll'], role: 'region', ariaLabel: name, tabIndex: 0 } },
    children: [table],
  };
  return container as unknown as Parent['children'][number];
}
