import { readFileSync } from 'node:fs';

/**
 * PostgreSQL's database functions, one readable home (docs/architecture.md, "Database functions"):
 * each version of a function is a file `<name>.v<N>.sql` beside this one, frozen once shipped like
 * the migration that installs it. A change is a new file, `<name>.v<N+1>.sql`, installed by a new
 * migration (`create or replace`), and a new line below; a function no release calls any more is
 * dropped by a migration, once every instance runs a release that does not call it.
 *
 * SQLite has no functions: its repositories run the same steps in TypeScript.
 */
export const CURRENT_FUNCTIONS = {
  /** content-views.repository.ts `recordView` (views that arrive together, ADR 0017). */
  record_content_views: 1,
  /** likes.repository.ts `toggle` (like toggles that arrive together, ADR 0017). */
  toggle_likes: 1,
  /** comments.repository.ts `add` (new comments that notify nobody, ADR 0017). */
  add_comments: 1,
} as const;

export type FunctionName = keyof typeof CURRENT_FUNCTIONS | 'record_content_view' | 'toggle_like';

/** The `create function` statement of one version of a function. */
export function functionSql(name: FunctionName, version: number): string {
  return readFileSync(new URL(`./${name}.v${version}.sql`, import.meta.url), 'utf8');
}
