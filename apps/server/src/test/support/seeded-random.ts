// A small seeded random source for tests that build many rows and ask many questions of them: every run builds the
// same ones (the search catalogues' tests, issue 31).

export function seeded(seed: number) {
  let s = seed;
  const random = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return { random, pick };
}
