import type { PathItem, PathSegment } from '../../openapi/model';
import type { Target } from '../types';

/** Where a finding about part of a path key points: characters `start`–`end` of the key `item.path` in `paths`. */
export function pathKeyPlace(item: PathItem, start: number, end: number): Target {
  return { node: item.pathsNode, key: item.path, part: 'key', sub: { start, end } };
}

/** Where a finding about one segment of a path key points: that segment's characters. */
export function segmentPlace(item: PathItem, seg: Pick<PathSegment, 'start' | 'end'>): Target {
  return pathKeyPlace(item, seg.start, seg.end);
}
