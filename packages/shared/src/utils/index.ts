export { formatCount, formatNumber, formatPercent, shownCount } from './format-count.ts';
export { formatBytes } from './format-bytes.ts';
export { timeAgo, monthDay, shortDate } from './format-date.ts';
export { longDate, longDateTime, timeOfDay } from './long-date.ts';
export { slugify } from './slugify.ts';
export { addBusinessDays, businessDaysBetween, businessDaysCutoff } from './business-days.ts';
export { isEnglish, pluralCategory, pluralCategories } from './locale-format.ts';
export { normaliseSavedQuery, savedSearchParams, type SavedSearchQuery } from './saved-search.ts';
