import type { DEMO_ACCOUNTS } from './demo-accounts';

type DemoText = { title: string; content: string };

/** Demo inbox messages (demo mode only): what an operator of a Philippine mobile casino sends its players. */
export type DemoInboxMessage = {
  /** The demo account it is delivered to. */
  to: (typeof DEMO_ACCOUNTS)[number]['username'];
  /** How long before the seed it was sent. */
  hoursAgo: number;
  read: boolean;
  texts: { EN: DemoText; TL: DemoText };
};

export const DEMO_INBOX: DemoInboxMessage[] = [
  {
    to: 'demo',
    hoursAgo: 72,
    read: true,
    texts: {
      EN: {
        title: 'Welcome to Palaro!',
        content:
          '<p>Thanks for joining. Top up with GCash or Maya and your balance is ready in seconds.</p>' +
          '<p>Questions? Send us a <a href="/m/feedback">feedback</a> and we answer right here in your inbox.</p>',
      },
      TL: {
        title: 'Maligayang pagdating sa Palaro!',
        content:
          '<p>Salamat sa pagsali. Mag-top up gamit ang GCash o Maya at handa na agad ang balance mo.</p>' +
          '<p>May tanong? Magpadala ng <a href="/m/feedback">feedback</a> at dito sa inbox mo kami sasagot.</p>',
      },
    },
  },
  {
    to: 'demo',
    hoursAgo: 26,
    read: false,
    texts: {
      EN: {
        title: 'You reached VIP1',
        content:
          '<p>Congratulations! As a <strong>VIP1</strong> member you now get a higher daily withdrawal limit and ' +
          'a birthday bonus.</p><p>See every level in <a href="/m/member/benefits">VIP benefits</a>.</p>',
      },
      TL: {
        title: 'Umabot ka na sa VIP1',
        content:
          '<p>Binabati ka namin! Bilang <strong>VIP1</strong> member, mas mataas na ang daily withdrawal limit mo ' +
          'at may birthday bonus ka na.</p><p>Tingnan ang bawat level sa <a href="/m/member/benefits">VIP benefits</a>.</p>',
      },
    },
  },
  {
    to: 'demo',
    hoursAgo: 2,
    read: false,
    texts: {
      EN: {
        title: 'Weekend reload: 10% extra',
        content:
          '<p>Deposit PHP 500 or more this Saturday or Sunday and get <strong>10% extra</strong>, up to PHP 1,000.</p>' +
          '<p>Details in <a href="/m/activity">Promotions</a>. Play responsibly.</p>',
      },
      TL: {
        title: 'Weekend reload: 10% dagdag',
        content:
          '<p>Mag-deposit ng PHP 500 o higit pa ngayong Sabado o Linggo at makakuha ng <strong>10% dagdag</strong>, ' +
          'hanggang PHP 1,000.</p><p>Detalye sa <a href="/m/activity">Promotions</a>. Maglaro nang responsable.</p>',
      },
    },
  },
  {
    to: 'agent',
    hoursAgo: 48,
    read: false,
    texts: {
      EN: {
        title: 'Your agent account is ready',
        content:
          '<p>Share your invitation code <strong>AGENT01</strong>: players who register with it join your downline.</p>' +
          '<p>Your contracts and team figures are in the <a href="/m/member/home">member centre</a>.</p>',
      },
      TL: {
        title: 'Handa na ang agent account mo',
        content:
          '<p>Ibahagi ang invitation code mong <strong>AGENT01</strong>: ang mga player na magrerehistro gamit ito ay ' +
          'mapupunta sa downline mo.</p><p>Nasa <a href="/m/member/home">member centre</a> ang mga kontrata at ' +
          'numero ng team mo.</p>',
      },
    },
  },
];
