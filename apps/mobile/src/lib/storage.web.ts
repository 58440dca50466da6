/** The web build (used by the browser tests) has no keychain: the page's localStorage stands in. */
export const storage = {
  get: (key: string) => Promise.resolve(localStorage.getItem(key)),
  set: (key: string, value: string) => Promise.resolve(localStorage.setItem(key, value)),
  remove: (key: string) => Promise.resolve(localStorage.removeItem(key)),
};
