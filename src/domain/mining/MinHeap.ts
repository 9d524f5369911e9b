/**
 * A binary min-heap under `before` (true when `a` must come out before `b`): push and pop in O(log n), so the ledger
 * finds the next lock to mature without scanning every lock.
 */
export class MinHeap<T> {
  private readonly items: T[] = []

  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length
  }

  peek(): T | undefined {
    return this.items[0]
  }

  push(item: T): void {
    const items = this.items
    items.push(item)
    let i = items.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!this.before(items[i]!, items[parent]!)) break
      ;[items[i], items[parent]] = [items[parent]!, items[i]!]
      i = parent
    }
  }

  /**
   * The items for which `due` holds, in the order `pop` would return them, leaving the heap as it is. `due` must hold
   * for every item that comes out before one it holds for (a bound on the key, such as `unlockAt <= time`), so whole
   * subtrees below an item that is not due are skipped: O(k log k) for k due items.
   */
  peekWhile(due: (item: T) => boolean): T[] {
    const found: T[] = []
    const stack = this.items.length > 0 ? [0] : []
    for (let i = stack.pop(); i !== undefined; i = stack.pop()) {
      const item = this.items[i]!
      if (!due(item)) continue
      found.push(item)
      if (2 * i + 1 < this.items.length) stack.push(2 * i + 1)
      if (2 * i + 2 < this.items.length) stack.push(2 * i + 2)
    }
    return found.sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0))
  }

  pop(): T | undefined {
    const items = this.items
    const top = items[0]
    const last = items.pop()
    if (items.length === 0 || last === undefined) return top
    items[0] = last
    let i = 0
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let smallest = i
      if (left < items.length && this.before(items[left]!, items[smallest]!)) smallest = left
      if (right < items.length && this.before(items[right]!, items[smallest]!)) smallest = right
      if (smallest === i) return top
      ;[items[i], items[smallest]] = [items[smallest]!, items[i]!]
      i = smallest
    }
  }
}
