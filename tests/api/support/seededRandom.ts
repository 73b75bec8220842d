/** A small seeded generator, so a failure repeats: `next(n)` is 0..n-1. */
export function seededRandom(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    // the high bits: the low bits of this generator repeat with a short period
    return Math.floor((state / 2147483648) * n);
  };
}
