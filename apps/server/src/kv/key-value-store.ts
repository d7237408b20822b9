/** Short-lived shared values (replay guards, counters); Redis across instances, memory otherwise. */
export interface KeyValueStore {
  readonly backend: 'memory' | 'redis';
  /** Stores `value` unless the key exists; true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | undefined>;
  /** Adds one; the first increment starts the key's time to live. */
  incr(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}
