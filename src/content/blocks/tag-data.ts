// What a marker of an MDX tag carries (container-markers.ts writes and reads
// it; mdx/ makes and renders it): its attributes, as literals or as code.

/** A value an attribute may hold as written: JSON's. */
export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };
export type Attributes = Record<string, Literal>;

/** A tag as its marker carries it. */
export interface TagData {
  /** Literal attributes. */
  a: Attributes;
  /** Attributes whose value is code. */
  c: Record<string, string>;
  /** The built-in component it is, by name or import ('partial' for an imported file). */
  b?: string;
  /** Imported by the page's <script setup>. */
  vue?: boolean;
  /** <CodeBlock>'s content, as written. */
  x?: string;
}
