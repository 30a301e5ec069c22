// Bodies of the public DMCA forms, complete and valid unless a test changes them.

/** A §512(c)(3) notice naming these pages of the site. */
export const completeNotice = (urls: string[]) => ({
  work: 'The photo series "Harbour Lights" (2025), registered to Example Studio',
  urls,
  name: 'Jane Example',
  address: '1 Example Street, Springfield, USA',
  phone: '+1 555 0100',
  email: 'jane@example.test',
  goodFaith: true,
  accuracyUnderPerjury: true,
  signature: 'Jane Example',
});

/** A §512(g)(3) counter-notice to the notice with this number. */
export const completeCounterNotice = (noticeNumber: string, extra: object = {}) => ({
  noticeNumber,
  material: 'The gallery at /content/… that was removed',
  perjuryStatement: true,
  consentToJurisdiction: true,
  name: 'Sam Uploader',
  address: '2 Example Road, Shelbyville, USA',
  email: 'sam@example.test',
  signature: 'Sam Uploader',
  ...extra,
});
