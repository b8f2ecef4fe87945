/**
 * Pusher's channel authorization endpoint (Pusher Channels, and the servers that speak its client protocol: Laravel
 * Broadcasting, Soketi): the client library POSTs the `socket_id` and `channel_name` form-encoded to whatever path the
 * application configures (`/pusher/auth`, `/broadcasting/auth`), so the protocol, not the API, fixes the request.
 */
import type { ApiModel, PathItem } from './model';
import { sendsField } from './sent-schemas';

/** True when some POST of the path sends Pusher's channel authorization form: a `socket_id` and a `channel_name`. */
export function authorizesPusherChannel(model: ApiModel, item: PathItem): boolean {
  return item.operations.some(
    (op) =>
      op.method === 'post' &&
      sendsField(model, op, (n) => n === 'socket_id', true) &&
      sendsField(model, op, (n) => n === 'channel_name', true),
  );
}
