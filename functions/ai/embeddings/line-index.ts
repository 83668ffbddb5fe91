/**
 * The position of each line of a newline-separated list, looked up by the line's text: what
 * `new Map(text.split('\n').map((line, i) => [line, i]))` answers (the last of two equal lines wins),
 * without a string or a Map entry per line. The static table's 31,000 words and 8,000 pieces
 * (static-table.ts) took 25-50 ms to split and put in Maps, plus the garbage, on a visitor's first
 * message (issue 30 item 3); this index reads the header's two strings in place, into two typed arrays:
 * the lines' start offsets and an open-addressing hash table of line numbers (a few ms, no garbage).
 */
export class LineIndex {
  readonly size: number;
  private readonly starts: Int32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly text: string) {
    let count = text === '' ? 0 : 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
    this.size = count;
    // starts[i] is line i's first character; starts[count] is one past the end, as if a newline followed
    this.starts = new Int32Array(count + 1);
    for (let line = 1, i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts[line++] = i + 1;
    this.starts[count] = text.length + 1;
    let capacity = 16;
    while (capacity < count * 2) capacity *= 2;
    this.slots = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    for (let line = 0; line < count; line++) this.insert(line);
  }

  /** The line's number, or undefined when no line is `key`. */
  get(key: string): number | undefined {
    for (let slot = hash(key, 0, key.length) & this.mask; ; slot = (slot + 1) & this.mask) {
      const line = this.slots[slot];
      if (line < 0) return undefined;
      if (this.lineIs(line, key)) return line;
    }
  }

  private insert(line: number): void {
    const from = this.starts[line];
    const to = this.starts[line + 1] - 1;
    for (let slot = hash(this.text, from, to) & this.mask; ; slot = (slot + 1) & this.mask) {
      const other = this.slots[slot];
      // an equal line already in the table is replaced: the last one wins, as in a Map built in order
      if (other < 0 || this.sameLines(other, from, to)) {
        this.slots[slot] = line;
        return;
      }
    }
  }

  private lineIs(line: number, key: string): boolean {
    const from = this.starts[line];
    const to = this.starts[line + 1] - 1;
    if (to - from !== key.length) return false;
    for (let i = 0; i < key.length; i++) if (this.text.charCodeAt(from + i) !== key.charCodeAt(i)) return false;
    return true;
  }

  private sameLines(line: number, from: number, to: number): boolean {
    const start = this.starts[line];
    if (this.starts[line + 1] - 1 - start !== to - from) return false;
    for (let i = 0; i < to - from; i++)
      if (this.text.charCodeAt(start + i) !== this.text.charCodeAt(from + i)) return false;
    return true;
  }
}

/** FNV-1a over the UTF-16 code units of s[from, to). */
function hash(s: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
