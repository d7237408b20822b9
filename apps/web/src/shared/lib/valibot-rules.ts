import * as v from 'valibot';

// Rules the valibot mirrors need to read JSON exactly as the contract's zod schemas do.

/** zod's `int()`: a safe integer (zod refuses 2^53 and beyond). */
export const int = () => v.pipe(v.number(), v.safeInteger());

type RecordKey = v.BaseSchema<string, string | number | symbol, v.BaseIssue<unknown>>;

/** zod's `record()`: valibot's own would take an array for an empty record. */
export function record<TKey extends RecordKey, TValue extends v.GenericSchema>(key: TKey, value: TValue) {
  return v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input), 'Invalid type: Expected Object but received Array'),
    v.record(key, value),
  );
}
