import type { InfiniteData } from '@tanstack/react-query';
import type { Comment } from '@intranet/contract';

/** Every forum query starts with 'forum', so one invalidation refreshes the whole feature. */
export const forumKeys = {
  all: ['forum'] as const,
  topics: ['forum', 'topics'] as const,
  adminTopics: ['forum', 'admin-topics'] as const,
  commentLists: ['forum', 'comments'] as const,
  adminCommentLists: ['forum', 'admin-comments'] as const,
  comments: (temaId: number) => ['forum', 'comments', temaId] as const,
  adminComments: (temaId: number) => ['forum', 'admin-comments', temaId] as const,
};

/** A topic's comments as loaded page by page (newest first; `before` cursors). */
export type CommentPages = InfiniteData<Comment[], number | undefined>;
