/** Short-lived shared values (replay guards, tickets, counters); Redis when configured, the database otherwise. */
export interface KeyValueStore {
  readonly backend: 'database' | 'redis';
  /** Stores `value` unless the key exists; true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | undefined>;
  /** Adds one; the first increment starts the key's time to live. */
  incr(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}
