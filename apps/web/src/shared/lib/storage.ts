// Browser storage may throw (private mode, full quota, blocked cookies); the app keeps working without it.
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeItem(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do: there was nothing readable to remove.
  }
}
