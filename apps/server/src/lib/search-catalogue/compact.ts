// Compact pieces for a search catalogue of a million rows (issue 31, decision 035): ids, orders and a vocabulary held
// in typed arrays rather than as millions of JavaScript strings and numbers in arrays and maps, so the garbage
// collector has almost nothing to trace in them (a heap of a million small strings cost a full collection of 300-500 ms
// on this machine).

/** A row's uuid as four 32-bit words (its 16 bytes in order): compared word by word, as PostgreSQL orders uuids. */
function uuidWords(id: string, into: Uint32Array, at: number): void {
  const hex = id.replaceAll('-', '');
  for (let k = 0; k < 4; k++) into[at + k] = Number.parseInt(hex.slice(8 * k, 8 * k + 8), 16) >>> 0;
}

/**
 * The uuids of a catalogue's slots, each slot's id and the slot of each id: the ids as words in one array, the lookup
 * an open-addressing hash table of slots (+1; 0 empty, -1 a removed entry).
 */
export class UuidSlots {
  private words = new Uint32Array(0);
  private table = new Int32Array(1024);
  /** Table entries in use, removed ones included (they lengthen probes until the next rehash). */
  private used = 0;
  private readonly probe = new Uint32Array(4);
  /** Ids in the lookup. */
  size = 0;

  /** Makes room for slots up to `capacity`. */
  grow(capacity: number): void {
    if (capacity * 4 <= this.words.length) return;
    const next = new Uint32Array(capacity * 4);
    next.set(this.words);
    this.words = next;
  }

  private hash(words: Uint32Array, at: number): number {
    // Random uuids (v4, v7's random tail): their words mixed are spread enough.
    return Math.imul(words[at]! ^ words[at + 1]! ^ words[at + 2]! ^ words[at + 3]!, 0x9e3779b1) >>> 0;
  }

  private sameAs(slot: number, words: Uint32Array, at: number): boolean {
    const s = slot * 4;
    return (
      this.words[s] === words[at] &&
      this.words[s + 1] === words[at + 1] &&
      this.words[s + 2] === words[at + 2] &&
      this.words[s + 3] === words[at + 3]
    );
  }

  /** The table position holding `id`, or -1. */
  private find(id: string): number {
    uuidWords(id, this.probe, 0);
    const mask = this.table.length - 1;
    for (let i = this.hash(this.probe, 0) & mask; ; i = (i + 1) & mask) {
      const entry = this.table[i]!;
      if (entry === 0) return -1;
      if (entry > 0 && this.sameAs(entry - 1, this.probe, 0)) return i;
    }
  }

  slotOf(id: string): number | undefined {
    const at = this.find(id);
    return at < 0 ? undefined : this.table[at]! - 1;
  }

  /** Gives `slot` the id (one not in the lookup) and puts it in the lookup. */
  set(id: string, slot: number): void {
    uuidWords(id, this.words, slot * 4);
    if ((this.used + 1) * 10 > this.table.length * 6) this.rehash();
    const mask = this.table.length - 1;
    let i = this.hash(this.words, slot * 4) & mask;
    while (this.table[i]! > 0) i = (i + 1) & mask;
    if (this.table[i] === 0) this.used++;
    this.table[i] = slot + 1;
    this.size++;
  }

  /** Takes an id out of the lookup (its slot keeps the id). */
  delete(id: string): void {
    const at = this.find(id);
    if (at < 0) return;
    this.table[at] = -1;
    this.size--;
  }

  private rehash(): void {
    const old = this.table;
    let length = 1024;
    while (length * 6 < (this.size + 1) * 20) length *= 2;
    this.table = new Int32Array(length);
    this.used = 0;
    const mask = length - 1;
    for (const entry of old) {
      if (entry <= 0) continue;
      let i = this.hash(this.words, (entry - 1) * 4) & mask;
      while (this.table[i] !== 0) i = (i + 1) & mask;
      this.table[i] = entry;
      this.used++;
    }
  }

  /** A slot's id as text ('xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx'). */
  idAt(slot: number): string {
    let hex = '';
    for (let k = 0; k < 4; k++) hex += this.words[slot * 4 + k]!.toString(16).padStart(8, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Negative when slot a's id comes first in uuid order (the order of their lower-case text). */
  compare(a: number, b: number): number {
    for (let k = 0; k < 4; k++) {
      const x = this.words[a * 4 + k]!;
      const y = this.words[b * 4 + k]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }
}

/** Slots in an order, in a typed array: inserting or taking one out moves the rest by one (copyWithin). */
export class SlotOrder {
  data: Int32Array;
  length: number;

  constructor(sorted: Int32Array) {
    this.data = sorted;
    this.length = sorted.length;
  }

  insert(at: number, slot: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(Math.max(1024, Math.ceil(this.length * 1.25)));
      next.set(this.data);
      this.data = next;
    }
    this.data.copyWithin(at + 1, at, this.length);
    this.data[at] = slot;
    this.length++;
  }

  removeAt(at: number): void {
    this.data.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  indexOf(slot: number): number {
    const found = this.data.indexOf(slot);
    return found < this.length ? found : -1;
  }
}

/**
 * A sorted vocabulary packed into one byte array (UTF-8) with the start of each word. Looked up with ASCII text only:
 * the first character where an ASCII text and a word differ is at the same place in bytes and in UTF-16 code units,
 * and any other character is above every ASCII one in both, so comparing bytes agrees with JavaScript's `<`, by which
 * the words were sorted.
 */
export class PackedWords {
  private constructor(
    private readonly bytes: Uint8Array,
    private readonly starts: Int32Array,
  ) {}

  /** The words, sorted as JavaScript sorts strings. */
  static of(sorted: readonly string[]): PackedWords {
    let total = 0;
    for (const word of sorted) total += Buffer.byteLength(word);
    const bytes = Buffer.allocUnsafe(total);
    const starts = new Int32Array(sorted.length + 1);
    let at = 0;
    sorted.forEach((word, i) => {
      starts[i] = at;
      at += bytes.write(word, at);
    });
    starts[sorted.length] = at;
    return new PackedWords(bytes, starts);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** Word i against ASCII text, over the first `upTo` characters of the text at most: <0, 0 or >0. */
  private compare(i: number, text: string, upTo = text.length): number {
    const start = this.starts[i]!;
    const size = this.starts[i + 1]! - start;
    const n = Math.min(size, upTo);
    for (let k = 0; k < n; k++) {
      const d = this.bytes[start + k]! - text.charCodeAt(k);
      if (d !== 0) return d;
    }
    return Math.min(size, upTo) - upTo;
  }

  /** The first word not before `text` (ASCII). */
  lowerBound(text: string): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, text) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  startsWith(i: number, prefix: string): boolean {
    return this.starts[i + 1]! - this.starts[i]! >= prefix.length && this.compare(i, prefix, prefix.length) === 0;
  }

  equals(i: number, word: string): boolean {
    return this.starts[i + 1]! - this.starts[i]! === word.length && this.compare(i, word) === 0;
  }
}
