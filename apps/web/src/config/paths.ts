/** Every route of the app (docs/product.md#screens). `path` is the router pattern, `getHref` builds a link. */
export const paths = {
  home: { path: '/', getHref: (page?: number) => (page && page > 1 ? `/?page=${page}` : '/') },
  models: { path: '/models', getHref: () => '/models' },
  model: { path: '/model/:slug', getHref: (slug: string) => `/model/${encodeURIComponent(slug)}` },
  content: {
    path: '/content/:slug',
    getHref: (slug: string) => `/content/${encodeURIComponent(slug)}`,
  },
  premium: { path: '/premium', getHref: () => '/premium' },
  dmca: { path: '/dmca', getHref: () => '/dmca' },
  dmcaCounter: {
    path: '/dmca/counter',
    getHref: (notice?: string) => (notice ? `/dmca/counter?notice=${encodeURIComponent(notice)}` : '/dmca/counter'),
  },
  takedown: { path: '/takedown', getHref: () => '/takedown' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  success: { path: '/success', getHref: () => '/success' },
  cancel: { path: '/cancel', getHref: () => '/cancel' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  resendVerification: { path: '/resend-verification', getHref: () => '/resend-verification' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  confirmEmail: { path: '/confirm-email', getHref: () => '/confirm-email' },
  billing: { path: '/billing', getHref: () => '/billing' },
  account: { path: '/account', getHref: () => '/account' },
  twoFactor: { path: '/account/two-factor', getHref: () => '/account/two-factor' },
  activity: {
    path: '/activity',
    getHref: (tab?: 'likes' | 'following' | 'history') =>
      tab && tab !== 'likes' ? `/activity?tab=${tab}` : '/activity',
  },
  collections: { path: '/collections', getHref: () => '/collections' },
  /** The account's saved searches and the e-mail digest setting (docs/product.md#saved-searches). */
  savedSearches: { path: '/saved-searches', getHref: () => '/saved-searches' },
  /** The home list narrowed by a saved search's query string (`search=…&tag=…`). */
  search: { path: '/', getHref: (query: string) => (query ? `/?${query}` : '/') },
  /** Every tag, by popularity or A–Z (`?sort=name`). */
  tags: { path: '/tags', getHref: (sort?: 'name') => (sort ? `/tags?sort=${sort}` : '/tags') },
  /** A tag's page: its items and its children's (docs/product.md#tags). */
  tag: { path: '/tags/:slug', getHref: (slug: string) => `/tags/${encodeURIComponent(slug)}` },
  /** A collection's page: its id names it, the slug only reads well in a shared link. */
  collection: {
    path: '/collection/:id/:slug?',
    getHref: (id: number, slug?: string, page?: number) =>
      `/collection/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}${page && page > 1 ? `?page=${page}` : ''}`,
  },
  admin: {
    dashboard: { path: '/admin', getHref: () => '/admin' },
    models: { path: '/admin/models', getHref: () => '/admin/models' },
    content: { path: '/admin/content', getHref: () => '/admin/content' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    dmca: { path: '/admin/dmca', getHref: () => '/admin/dmca' },
    recommendations: { path: '/admin/recommendations', getHref: () => '/admin/recommendations' },
    messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
  },
} as const;
