import { useSession } from '../session/session-store';

/** The key a visitor's local announcement reads are kept under: the player's name, or the device's guest. */
export function useReaderKey(): string {
  return useSession()?.userName ?? 'guest';
}
