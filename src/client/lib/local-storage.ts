import type { StateStorage } from 'zustand/middleware';

/**
 * Browser storage that never throws (SPEC §8: storage failures are logged and ignored, giving a
 * null or empty result). With `encrypt`, values are sealed with AES-GCM under a non-extractable key
 * kept in IndexedDB, so the raw localStorage holds only ciphertext.
 */
export function createAppStorage(encrypt: boolean): StateStorage {
  return encrypt ? encryptedStorage : plainStorage;
}

export const plainStorage: StateStorage = {
  getItem(name) {
    try {
      return window.localStorage.getItem(name);
    } catch (error) {
      console.warn(`storage read failed for ${name}`, error);
      return null;
    }
  },
  setItem(name, value) {
    try {
      window.localStorage.setItem(name, value);
    } catch (error) {
      console.warn(`storage write failed for ${name}`, error);
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name);
    } catch (error) {
      console.warn(`storage remove failed for ${name}`, error);
    }
  },
};

const KEY_DB = 'oncocds-keys';
let keyPromise: Promise<CryptoKey> | undefined;

function openKeyDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(KEY_DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore('keys');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function storageKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const db = await openKeyDb();
    const existing = await new Promise<CryptoKey | undefined>((resolve, reject) => {
      const req = db.transaction('keys').objectStore('keys').get('local-storage');
      req.onsuccess = () => resolve(req.result as CryptoKey | undefined);
      req.onerror = () => reject(req.error);
    });
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('keys', 'readwrite');
      tx.objectStore('keys').put(key, 'local-storage');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    return key;
  })();
  return keyPromise;
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const encryptedStorage: StateStorage = {
  async getItem(name) {
    try {
      const sealed = window.localStorage.getItem(name);
      if (!sealed) return null;
      const [iv, data] = sealed.split('.');
      if (!iv || !data) return null;
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: unb64(iv) },
        await storageKey(),
        unb64(data),
      );
      return new TextDecoder().decode(plain);
    } catch (error) {
      console.warn(`could not decrypt stored ${name}; ignoring it`, error);
      return null;
    }
  },
  async setItem(name, value) {
    try {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        await storageKey(),
        new TextEncoder().encode(value),
      );
      window.localStorage.setItem(name, `${b64(iv)}.${b64(new Uint8Array(data))}`);
    } catch (error) {
      console.warn(`could not encrypt and store ${name}`, error);
    }
  },
  removeItem: plainStorage.removeItem,
};
