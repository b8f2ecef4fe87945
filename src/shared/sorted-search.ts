/** Binary search over ascending lists: which line an offset is on (editor positions, the runner's body view). */

/** The index of the last of the first `length` values of an ascending list that is at most `value` (0 if none is). */
export function lastAtMost(list: ArrayLike<number>, length: number, value: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
