export { formatCount } from './format-count.ts';
export { formatBytes } from './format-bytes.ts';
export { timeAgo, shortDate, longDate } from './time-ago.ts';
export { slugify } from './slugify.ts';
