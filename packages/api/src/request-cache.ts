/**
 * Reads shared by the procedures of one request (a server-rendered page, or one HTTP batch):
 * the second procedure that needs the caller's teams gets the first one's answer. Only queries
 * read through it; a mutation empties it before and after it runs, so nothing read before a
 * change is used after it.
 */
export class RequestCache {
  #entries = new Map<string, Promise<unknown>>();

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.#entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const entry = load();
    this.#entries.set(key, entry);
    // A failed read is not kept: the next caller tries again.
    entry.catch(() => this.#entries.delete(key));
    return entry;
  }

  clear() {
    this.#entries.clear();
  }
}
