import type { Rule } from './types';

/** POST on a member path (§4): create belongs on the collection; flagged at the `post` key. */
export const postOnMember: Rule = {
  id: 'post-on-member',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'POST on a member path such as /users/{userId}; members are created with POST on the collection.',
  check({ model, report }) {
    for (const item of model.paths) {
      if (item.shape !== 'member') continue;
      const post = item.operations.find((o) => o.method === 'post');
      if (!post) continue;
      const segs = item.resourceSegments;
      const collection = item.path.slice(0, segs[segs.length - 1].start - 1);
      report({
        message: `POST on the member path \`${item.path}\`: create members with POST on the collection \`${collection}\`, and change this one with PUT or PATCH.`,
        pointer: post.pointer,
        at: { node: item.node, key: 'post', part: 'key', sub: { start: 0, end: 4 } },
      });
    }
  },
};
