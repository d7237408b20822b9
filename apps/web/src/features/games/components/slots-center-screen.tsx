import { Lobby } from './lobby';
import { LobbyFrame } from './lobby-frame';

/** /m/slotsCenter: the RNG lobby with its vendors, search and filters. */
export default function SlotsCenterScreen() {
  return (
    <LobbyFrame>
      <Lobby category="RNG" />
    </LobbyFrame>
  );
}
