/** The unread badge text: the count, or "9+" above 9 (docs/product.md#community); nothing when there is none. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
