// Made by the build from the app's classes (class-groups.ts): see `ClassTable` there.
declare module 'virtual:class-groups' {
  export const CLASSES: Record<string, [kind: number, claims: number]>;
  export const CLAIMS: number[][];
  export const ORDER_SENSITIVE: string[];
}

// Made by the build from lucide's drawings (glyphs.ts): the CSS of src/components/ui/glyph.tsx.
declare module 'virtual:glyphs.css';

// Given by the build (catalogue-chunks.ts): how the name of each language's catalogue file ends.
declare const __CATALOGUE_SUFFIX__: string;
