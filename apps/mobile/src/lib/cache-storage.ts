import { File, Paths } from "expo-file-system";

/** The offline copy of the query cache: too big for the keychain, so a file in the app's data. */
function fileOf(key: string) {
  return new File(Paths.document, `${key}.json`);
}

export const cacheStorage = {
  get: async (key: string) => {
    const file = fileOf(key);
    return file.exists ? file.text() : null;
  },
  set: (key: string, value: string) => {
    const file = fileOf(key);
    if (!file.exists) file.create();
    file.write(value);
    return Promise.resolve();
  },
  remove: (key: string) => {
    const file = fileOf(key);
    if (file.exists) file.delete();
    return Promise.resolve();
  },
};
