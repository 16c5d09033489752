/** Where photo files live: a folder on disk by default (S3-compatible storage can implement the same). */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  /** null when no file is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file stored under the key; a key with no file is already removed. */
  remove(key: string): Promise<void>;
}
