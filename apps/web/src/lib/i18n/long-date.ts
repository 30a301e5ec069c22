// The long forms of a date in the active language (format.ts has the others): a module of their own,
// so that the first page, which shows short dates only, goes without them.
import {
  longDate as sharedLongDate,
  longDateTime as sharedLongDateTime,
  timeOfDay as sharedTimeOfDay,
} from '@packdex/shared/utils';
import { currentLanguage } from './i18n.ts';

export const longDate = (value: string | null | undefined) => sharedLongDate(value, currentLanguage());
export const longDateTime = (value: string | null | undefined) => sharedLongDateTime(value, currentLanguage());
export const timeOfDay = sharedTimeOfDay;
