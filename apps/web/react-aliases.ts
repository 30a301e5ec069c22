import type { Alias } from 'vite';

/**
 * The app is written against React's API and rendered by Preact (docs/adr/0014-preact-renders-the-react-app.md):
 * these aliases send every import of React, React DOM and the JSX runtime to preact/compat, in the
 * build and in the web's component tests alike, so the tests exercise what ships.
 */
export function reactOnPreact(webRoot: string): Alias[] {
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    { find: /^react$/, replacement: `${webRoot}src/lib/react-on-preact.ts` },
  ];
}
