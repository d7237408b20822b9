import { demoImageUrl, type OpsAboutInput } from '@palaro/contract';

// The demo about-us page (demo mode only): a Philippine mobile casino's mission, its ambassador (a fictional
// basketball player, not a real person) and its vision, in English and Tagalog, with the server's own demo artwork.

export const DEMO_ABOUT: OpsAboutInput = {
  ambassadorPhoto: demoImageUrl('about-ambassador', 'webp'),
  gallery: ['about-live-dealer', 'about-slots', 'about-lottery', 'about-arena', 'about-crowd'].map((name) =>
    demoImageUrl(name, 'webp'),
  ),
  texts: {
    EN: {
      mission: {
        title: 'Our mission',
        text:
          'Palaro brings the games Filipinos love — live tables, slots, lotto draws and sabong — to the phone in your ' +
          'pocket, with fair play, fast GCash and Maya payouts and support that answers in your language, any hour of ' +
          'the day. We play for fun, and we keep it that way: limits you set yourself, and help whenever you ask.',
      },
      ambassador: {
        name: 'Andres "Bagyo" Villanueva',
        role: 'Palaro ambassador, former national team point guard',
        text:
          '"On the court I learned three things: play fair, know when to rest, and respect the people you play ' +
          'with. That is the kind of game Palaro stands for, and why I am proud to be part of it."',
        photoAlt: 'Illustration of Andres Villanueva in a navy number 7 jersey, holding a basketball',
      },
      galleryAlts: [
        'A live dealer at a casino table with cards and chip stacks',
        'A slot machine showing a seven, cherries and a star',
        'A lottery globe full of numbered balls and the balls drawn beside it',
        'Two roosters facing each other in a cockfighting arena under spotlights',
        'A cheering crowd with confetti and a golden trophy',
      ],
      vision: {
        title: 'Our vision',
        text:
          'To be the Philippines’ most trusted place to play: a home-grown site where every game is fair, every ' +
          'payout is on time, and every player is treated like a kababayan.',
      },
    },
    TL: {
      mission: {
        title: 'Ang aming misyon',
        text:
          'Dala ng Palaro ang mga larong gustong-gusto ng Pilipino — live na mesa, slots, lotto at sabong — sa ' +
          'teleponong hawak mo, na may patas na laro, mabilis na payout sa GCash at Maya, at suportang sumasagot sa ' +
          'wika mo, anumang oras. Naglalaro tayo para sa saya, at ganoon lang dapat: may limitasyong ikaw ang ' +
          'nagtatakda, at may tulong tuwing kailangan mo.',
      },
      ambassador: {
        name: 'Andres "Bagyo" Villanueva',
        role: 'Ambassador ng Palaro, dating point guard ng pambansang koponan',
        text:
          '"Sa court, tatlong bagay ang natutunan ko: maglaro nang patas, alamin kung kailan magpapahinga, at ' +
          'igalang ang mga kalaro mo. Ganyang laro ang ipinaglalaban ng Palaro, kaya proud akong maging bahagi nito."',
        photoAlt: 'Larawang guhit ni Andres Villanueva na nakasuot ng navy na jersey na numero 7, may hawak na bola',
      },
      galleryAlts: [
        'Isang live dealer sa mesa ng casino na may mga baraha at patong-patong na chips',
        'Isang slot machine na may siyete, cherry at bituin',
        'Isang globo ng lotto na puno ng may-numerong bola at ang mga nabunot sa tabi nito',
        'Dalawang manok na magkaharap sa sabungan sa ilalim ng mga ilaw',
        'Masayang madla na may confetti at gintong tropeo',
      ],
      vision: {
        title: 'Ang aming bisyon',
        text:
          'Maging pinakapinagkakatiwalaang lugar ng paglalaro sa Pilipinas: isang sariling atin na site kung saan ' +
          'patas ang bawat laro, nasa oras ang bawat payout, at bawat manlalaro ay itinuturing na kababayan.',
      },
    },
  },
};
