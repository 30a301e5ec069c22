// The body of the public removal request form, complete and valid unless a test changes it.

/** A removal request naming these pages of the site. */
export const completeRemovalRequest = (urls: string[], extra: object = {}) => ({
  urls,
  name: 'Robin Example',
  email: 'robin@example.test',
  statement: 'I am the person shown in these pictures; I never agreed to their publication.',
  signature: 'Robin Example',
  ...extra,
});
