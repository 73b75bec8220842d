import type { VerifiedToken } from './tokenVerifier';

/** Verified tokens kept until they expire, at most `maxEntries` of them (oldest dropped). */
export class TokenCache {
  readonly #entries = new Map<string, VerifiedToken>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): VerifiedToken | undefined {
    const entry = this.#entries.get(token);
    if (entry && entry.exp * 1000 > this.now()) return entry;
    if (entry) this.#entries.delete(token);
    return undefined;
  }

  set(token: string, verified: VerifiedToken): void {
    if (verified.exp * 1000 <= this.now()) return;
    this.#entries.delete(token);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, verified);
  }

  get size(): number {
    return this.#entries.size;
  }
}
