import type { GameCategory } from '@palaro/contract';
import { balls, bell, cards, chips, coins, colourBoard, crown, dice, gem, sevens, stars, wheel, type Motif } from './motifs-casino';
import {
  bamboo, bird, carabao, controller, crab, dragon, fireflies, fish, flag, fruit, hut, lantern, lighthouse, lightning, mermaid, moon,
  net, palm, paperLantern, pearl, rooster, shark, sportsBall, store, sunset, surfboard, tarsier, terraces, tiles, trophy, volcano, waves, whirlpool,
} from './motifs-nature';

/**
 * What a game's name is about, first match wins: the table games' kind before the words around it ("Perlas Baccarat"
 * is a card table, "Coconut Cash" a palm), the sea creatures before "king" or "fortune".
 */
const BY_WORD: [RegExp, Motif][] = [
  [/color game/, colourBoard],
  [/kampana/, bell],
  [/pista/, flag],
  [/baccarat|tongits|pusoy|lucky 9|teen patti|cards/, cards],
  [/blackjack|hold'em|omaha|short deck|pot limit|showdown/, chips],
  [/roulette|wheel/, wheel],
  [/sic bo/, dice],
  [/dragon|serpent/, dragon],
  [/shark/, shark],
  [/crab|lobster/, crab],
  [/mermaid/, mermaid],
  [/net master/, net],
  [/tuna|manta|puffer|ocean|deep sea|coral/, fish],
  [/carabao/, carabao],
  [/tarsier/, tarsier],
  [/sari-sari/, store],
  [/volcano/, volcano],
  [/pearl/, pearl],
  [/moon/, moon],
  [/rice terrace/, terraces],
  [/sunset/, sunset],
  [/coconut|isla|island/, palm],
  [/firefl/, fireflies],
  [/bamboo/, bamboo],
  [/typhoon|tiles/, tiles],
  [/parol/, lantern],
  [/lantern/, paperLantern],
  [/bahay kubo/, hut],
  [/mango/, fruit],
  [/eagle/, bird],
  [/jade/, gem],
  [/surf/, surfboard],
  [/tidal/, whirlpool],
  [/wave/, waves],
  [/lighthouse/, lighthouse],
  [/star/, stars],
  [/royale|king/, crown],
  [/basketball|football|sportsbook/, sportsBall],
  [/kidlat/, lightning],
  [/battle|lanes/, controller],
  [/cup|arena/, trophy],
  [/sultada|derby/, rooster],
  [/lotto|swertres|pick/, balls],
  [/fiesta|megaways/, sevens],
  [/gold|cash|riches|fortune|treasure/, coins],
];

const BY_CATEGORY: Partial<Record<GameCategory, Motif>> = {
  RNG: sevens,
  LIVE: cards,
  PVP: cards,
  FISH: fish,
  SPORTS: sportsBall,
  ESPORTS: controller,
  COCKFIGHT: rooster,
  LOTT: balls,
  ELOTT: balls,
  LOCAL: stars,
};

export function motifOf(name: string, category: GameCategory): Motif {
  const lower = name.toLowerCase();
  return BY_WORD.find(([words]) => words.test(lower))?.[1] ?? BY_CATEGORY[category] ?? gem;
}
