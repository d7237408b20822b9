import type { AnnouncementPopup, AnnouncementSegment, AnnouncementType } from '@palaro/contract';

type DemoText = { title: string; content: string };

/** Demo announcements (demo mode only): what a Philippine mobile casino shows its players and guests. */
export type DemoAnnouncement = {
  type: AnnouncementType;
  execution: AnnouncementSegment[];
  texts: { EN: DemoText; TL: DemoText };
  promotionType: string | null;
  popup: AnnouncementPopup | null;
  sort: number;
};

const guestPopup: AnnouncementPopup = { closable: true, hideToday: true, forcedReading: false, preferRegister: true };
const playerPopup: AnnouncementPopup = { closable: true, hideToday: true, forcedReading: false, preferRegister: false };

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'PL',
    execution: ['A', 'B'],
    texts: {
      EN: {
        title: 'GCash and Maya deposits are now instant',
        content:
          '<p>Top up with GCash or Maya and your balance is credited in seconds, any time of day.</p>' +
          '<p>Check your balance in <a href="/m/member/wallet">My Wallet</a>.</p>',
      },
      TL: {
        title: 'Instant na ang deposit sa GCash at Maya',
        content:
          '<p>Mag-top up gamit ang GCash o Maya at papasok agad ang balance mo, kahit anong oras.</p>' +
          '<p>Tingnan ang balance sa <a href="/m/member/wallet">My Wallet</a>.</p>',
      },
    },
    promotionType: null,
    popup: null,
    sort: 30,
  },
  {
    type: 'PL',
    execution: ['A', 'B'],
    texts: {
      EN: {
        title: 'Scheduled maintenance this Sunday, 2:00 to 4:00 AM',
        content:
          '<p>We are upgrading our servers on Sunday from <strong>2:00 to 4:00 AM (PHT)</strong>. ' +
          'Games and deposits are paused during this time. Thank you for your patience.</p>',
      },
      TL: {
        title: 'Maintenance ngayong Linggo, 2:00 hanggang 4:00 AM',
        content:
          '<p>Mag-a-upgrade kami ng servers sa Linggo mula <strong>2:00 hanggang 4:00 AM (PHT)</strong>. ' +
          'Pansamantalang hihinto ang laro at deposit. Salamat sa pag-unawa.</p>',
      },
    },
    promotionType: null,
    popup: null,
    sort: 20,
  },
  {
    type: 'PL',
    execution: ['A', 'B'],
    texts: {
      EN: {
        title: 'Play responsibly',
        content:
          '<p>Set a budget, take breaks, and never chase losses. Players must be 18 or older.</p>' +
          '<p>Learn more from <a href="https://www.pagcor.ph" target="_blank" rel="noopener noreferrer">PAGCOR</a>.</p>',
      },
      TL: {
        title: 'Maglaro nang responsable',
        content:
          '<p>Magtakda ng budget, magpahinga, at huwag habulin ang talo. Para lamang sa edad 18 pataas.</p>' +
          '<p>Alamin pa sa <a href="https://www.pagcor.ph" target="_blank" rel="noopener noreferrer">PAGCOR</a>.</p>',
      },
    },
    promotionType: null,
    popup: null,
    sort: 10,
  },
  {
    type: 'PU',
    execution: ['B'],
    texts: {
      EN: {
        title: 'Welcome! 100% bonus on your first deposit',
        content:
          '<p>Sign up today and get a <strong>100% bonus up to ₱5,000</strong> on your first deposit.</p>' +
          '<ul><li>Sign up in one minute</li><li>Deposit with GCash, Maya or bank transfer</li></ul>',
      },
      TL: {
        title: 'Welcome! 100% bonus sa unang deposit',
        content:
          '<p>Mag-sign up ngayon at makakuha ng <strong>100% bonus hanggang ₱5,000</strong> sa unang deposit.</p>' +
          '<ul><li>Mag-sign up sa isang minuto</li><li>Mag-deposit gamit ang GCash, Maya o bank transfer</li></ul>',
      },
    },
    promotionType: 'FIRST_DEPOSIT',
    popup: guestPopup,
    sort: 50,
  },
  {
    type: 'PU',
    execution: ['A'],
    texts: {
      EN: {
        title: 'Daily sign-in rewards are here',
        content:
          '<p>Log in every day this week and collect free spins. Day 7 gives the biggest reward.</p>' +
          '<p>Claim yours in the <a href="/m/rewardCenter">Reward Center</a>.</p>',
      },
      TL: {
        title: 'May daily sign-in rewards na',
        content:
          '<p>Mag-log in araw-araw ngayong linggo at kumuha ng free spins. Pinakamalaki ang reward sa ika-7 araw.</p>' +
          '<p>Kunin sa <a href="/m/rewardCenter">Reward Center</a>.</p>',
      },
    },
    promotionType: 'LOGIN',
    popup: playerPopup,
    sort: 40,
  },
  {
    type: 'PR',
    execution: ['A', 'B'],
    texts: {
      EN: {
        title: 'Weekend slots cashback 10%',
        content:
          '<p>Get <strong>10% cashback</strong> on your net slot losses every Saturday and Sunday, ' +
          'credited on Monday.</p>',
      },
      TL: {
        title: '10% cashback sa slots tuwing weekend',
        content:
          '<p>Makakuha ng <strong>10% cashback</strong> sa net na talo sa slots tuwing Sabado at Linggo, ' +
          'ibibigay sa Lunes.</p>',
      },
    },
    promotionType: 'CASHBACK',
    popup: null,
    sort: 10,
  },
];
