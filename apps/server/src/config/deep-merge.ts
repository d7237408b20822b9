type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `override` over `base`: objects key by key, everything else (arrays too) replaced whole. */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const own = Object.hasOwn(base, key) ? base[key] : undefined;
    // defineProperty keeps a "__proto__" key from JSON an own key, so the strict schema reports it
    Object.defineProperty(merged, key, {
      value: deepMerge(own, value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}
