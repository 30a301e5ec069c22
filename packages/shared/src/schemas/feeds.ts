import { z } from 'zod';
import { plainText } from './common.ts';

/** The file of `/sitemaps/{file}`: `content-3.xml`, `models-1.xml`, `pages-1.xml` (others are a 404). */
export const sitemapFileParam = z.object({
  file: plainText('file', { required: 'file is required', trim: false }).max(40, { error: 'file is too long' }),
});
