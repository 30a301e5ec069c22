import type { Comment, User } from '@packdex/shared/schemas';

/** What a comment row can do, handed down by the comments section. */
export type CommentActions = {
  viewer: User | null;
  /** Signed in with a verified e-mail (or an admin): may like, reply and post. */
  canWrite: boolean;
  onLike: (comment: Comment) => void;
  /** Posts a reply in the comment's thread. */
  onReply: (comment: Comment, text: string) => Promise<unknown>;
  onEdit: (comment: Comment, text: string) => Promise<unknown>;
  onDelete: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
  /** A visitor tried to reply: ask them to sign in. */
  onSignIn: () => void;
  /** The comment a link pointed at (`#comment-{id}`), shown highlighted. */
  highlightedId: number | null;
};
