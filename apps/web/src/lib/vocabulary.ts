import type { BodyType, ContentType, Ethnicity, EyeColor, HairColor } from '@packdex/shared/constants';
import { msg } from '@/lib/i18n/i18n.ts';

// The fixed vocabularies of models and content (docs/product.md#catalogue), in the words the
// interface shows: marked for translation here and shown with t(), by the catalogue's filters and
// profiles and by the admin's forms alike. "Brown" and "Gray" serve hair and eyes (one translation each).

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  image: msg('Image'),
  video: msg('Video'),
  gallery: msg('Gallery'),
};

export const ETHNICITY_LABELS: Record<Ethnicity, string> = {
  arab: msg('Arab'),
  asian: msg('Asian'),
  ebony: msg('Ebony'),
  indian: msg('Indian'),
  latina: msg('Latina'),
  white: msg('White'),
};

export const HAIR_COLOR_LABELS: Record<HairColor, string> = {
  black: msg('Black'),
  brown: msg('Brown'),
  blonde: msg('Blonde'),
  red: msg('Red'),
  auburn: msg('Auburn'),
  gray: msg('Gray'),
  dyed: msg('Dyed'),
};

export const EYE_COLOR_LABELS: Record<EyeColor, string> = {
  brown: msg('Brown'),
  blue: msg('Blue'),
  green: msg('Green'),
  hazel: msg('Hazel'),
  gray: msg('Gray'),
  amber: msg('Amber'),
};

export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  petite: msg('Petite'),
  slim: msg('Slim'),
  athletic: msg('Athletic'),
  average: msg('Average'),
  curvy: msg('Curvy'),
  plus: msg('Plus'),
};

export const BOOBS_TYPE_LABELS: Record<string, string> = {
  natural: msg('Natural'),
  enhanced: msg('Enhanced'),
};

export const SEXUALITY_LABELS: Record<string, string> = {
  straight: msg('Straight'),
  bisexual: msg('Bisexual'),
  lesbian: msg('Lesbian'),
};
