/** A stored tag or enum value for people: 'TIKTOK_STAR' → 'Tiktok Star', 'dark-brown' → 'Dark Brown'. */
export function humanize(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
