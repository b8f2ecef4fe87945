// Round 19 of the precision review (seed 216 #64): `/A/B/{a}` beside `/A/{a}` is the B's of that A, a collection.
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const ok = `{ responses: { '200': { description: ok } } }`;

ruleTester(postOnMember, {
  valid: [
    {
      name: 'Trieve: POST /api/chunk_group/chunk/{group_id} adds a chunk to the group /api/chunk_group/{group_id} names',
      spec: `
        openapi: 3.0.3
        info: { title: Trieve API, version: 0.13.0 }
        paths:
          /api/chunk_group:
            post: ${ok}
            put: ${ok}
          /api/chunk_group/{group_id}:
            get: ${ok}
            delete: ${ok}
          /api/chunk_group/chunk/{group_id}:
            post: { operationId: add_chunk_to_group, summary: Add Chunk to Group, responses: { '204': { description: ok } } }
            delete: { operationId: remove_chunk_from_group, summary: Remove Chunk from Group, responses: { '204': { description: ok } } }
      `,
    },
  ],
  invalid: [
    {
      name: "a parameter that names the segment just before it is that segment's member, though /A/{a} exists too",
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /api/groups/{chunk_id}: { get: ${ok} }
          /api/groups/chunk/{chunk_id}:
            get: ${ok}
            post: ${ok}
      `,
      findings: [
        {
          pointer: '/paths/~1api~1groups~1chunk~1{chunk_id}/post',
          range: '6:4-6:8',
          text: 'post',
          message:
            'POST on the member path `/api/groups/chunk/{chunk_id}`: create members with POST on the collection `/api/groups/chunk`, and change this one with PUT or PATCH.',
        },
      ],
    },
  ],
});
