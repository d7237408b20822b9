type DemoChild = { title: string; content: string };
type DemoText = { title: string; content: string; children: DemoChild[] };

/** Demo help-centre sections (demo mode only): the terms, privacy policy and FAQ of a Philippine mobile casino. */
export type DemoHelpItem = { tag: string | null; texts: { EN: DemoText; TL: DemoText }; sort: number };

const SUPPORT_MAIL = '<a href="mailto:support@palaro.example">support@palaro.example</a>';

const terms: DemoHelpItem = {
  tag: 'terms',
  sort: 10,
  texts: {
    EN: {
      title: 'Terms of use',
      content:
        '<p>These terms apply to everyone who opens an account or plays on Palaro. By registering you agree to them.</p>',
      children: [
        {
          title: 'Eligibility',
          content:
            '<p>You must be <strong>at least 18 years old</strong>, or older where the law of your place of residence ' +
            'sets a higher age, and allowed to take part in online gaming where you are.</p>' +
            '<p>Government officials and employees barred from gaming by law may not play.</p>',
        },
        {
          title: 'Accounts',
          content:
            '<ul><li>One account per person, in your real name as it appears on a valid ID.</li>' +
            '<li>Keep your password and withdrawal password to yourself; we never ask for them.</li>' +
            '<li>Tell us at once if you think someone else has used your account.</li></ul>',
        },
        {
          title: 'Deposits and withdrawals',
          content:
            '<p>Deposits and withdrawals are in Philippine pesos (PHP) through the channels shown on the ' +
            '<a href="/m/voucherCenter">Deposit</a> and <a href="/m/withdraw">Withdraw</a> pages.</p>' +
            '<p>Withdrawals go only to an account in your own name. We may ask for proof of identity before paying ' +
            'out, and deposits may need to be played through once before they can be withdrawn.</p>',
        },
        {
          title: 'Fair play',
          content:
            '<p>Games use certified random number generators. Using bots, exploiting errors, colluding with other ' +
            'players or abusing bonuses voids the winnings involved and may close the account.</p>',
        },
        {
          title: 'Responsible gaming',
          content:
            '<p>Play for fun, with money you can afford to lose. You can set deposit limits or take a break at any ' +
            'time by writing to ' +
            SUPPORT_MAIL +
            '.</p>',
        },
        {
          title: 'Changes',
          content:
            '<p>We may update these terms. The current version is always here, and important changes are announced ' +
            'in the app before they take effect.</p>',
        },
      ],
    },
    TL: {
      title: 'Mga tuntunin ng paggamit',
      content:
        '<p>Saklaw ng mga tuntuning ito ang lahat ng nagbubukas ng account o naglalaro sa Palaro. ' +
        'Sa pag-register, sumasang-ayon ka sa mga ito.</p>',
      children: [
        {
          title: 'Sino ang puwedeng maglaro',
          content:
            '<p>Dapat ay <strong>hindi bababa sa 18 taong gulang</strong> ka, o mas matanda kung mas mataas ang edad ' +
            'na itinakda ng batas kung saan ka nakatira, at pinapayagan kang maglaro online sa iyong lugar.</p>' +
            '<p>Hindi puwedeng maglaro ang mga opisyal at empleyado ng gobyerno na ipinagbabawal ng batas.</p>',
        },
        {
          title: 'Mga account',
          content:
            '<ul><li>Isang account lang bawat tao, sa tunay mong pangalan ayon sa valid ID.</li>' +
            '<li>Huwag ibigay kaninuman ang password at withdrawal password mo; hindi namin ito hihingin.</li>' +
            '<li>Sabihan kami agad kung sa tingin mo ay may ibang gumamit ng account mo.</li></ul>',
        },
        {
          title: 'Deposit at withdrawal',
          content:
            '<p>Ang deposit at withdrawal ay sa piso (PHP) sa mga paraang nasa ' +
            '<a href="/m/voucherCenter">Deposit</a> at <a href="/m/withdraw">Withdraw</a>.</p>' +
            '<p>Sa account lang na nakapangalan sa iyo maipapadala ang withdrawal. Maaari kaming humingi ng patunay ' +
            'ng pagkakakilanlan bago magbayad, at maaaring kailangang malaro muna nang isang beses ang deposit bago ' +
            'ito ma-withdraw.</p>',
        },
        {
          title: 'Patas na laro',
          content:
            '<p>Gumagamit ang mga laro ng certified na random number generator. Ang paggamit ng bot, pagsasamantala ' +
            'sa mali, pakikipagsabwatan sa ibang manlalaro o pang-aabuso sa bonus ay magpapawalang-bisa sa panalo at ' +
            'maaaring magsara ng account.</p>',
        },
        {
          title: 'Responsableng paglalaro',
          content:
            '<p>Maglaro para sa saya, gamit ang perang kaya mong mawala. Puwede kang magtakda ng limit sa deposit o ' +
            'magpahinga anumang oras sa pagsulat sa ' +
            SUPPORT_MAIL +
            '.</p>',
        },
        {
          title: 'Mga pagbabago',
          content:
            '<p>Maaari naming baguhin ang mga tuntuning ito. Laging narito ang kasalukuyang bersyon, at ipinapaalam ' +
            'sa app ang mahahalagang pagbabago bago ito magkabisa.</p>',
        },
      ],
    },
  },
};

const privacy: DemoHelpItem = {
  tag: 'privacy',
  sort: 20,
  texts: {
    EN: {
      title: 'Privacy policy',
      content: '<p>How Palaro collects, uses and protects your personal data.</p>',
      children: [
        {
          title: 'Introduction',
          content:
            '<p>We respect your privacy and handle your personal data in line with the Data Privacy Act of 2012 ' +
            '(Republic Act No. 10173). This policy explains what we collect and why.</p>',
        },
        {
          title: 'Purpose',
          content:
            '<p>We collect your name, date of birth, mobile number, e-mail address, payment account details and the ' +
            'record of your deposits, withdrawals and bets, to run your account, pay you out, verify your identity, ' +
            'prevent fraud and meet our legal duties.</p>',
        },
        {
          title: 'Access',
          content:
            '<p>When you use Palaro we log your IP address, device and browser, and store cookies and similar local ' +
            'data that keep you logged in and remember your language. Blocking them may stop parts of the site from ' +
            'working.</p><p>You may ask to see or correct your data by writing to ' +
            SUPPORT_MAIL +
            '.</p>',
        },
        {
          title: 'Confidentiality',
          content:
            '<p>Your data is kept confidential. Passwords are stored only in a form that cannot be read back, ' +
            'connections are encrypted, and only staff who need your data for their work can see it.</p>',
        },
        {
          title: 'Recipient',
          content:
            '<p>We share data only as needed with:</p><ul><li>game providers, to run the games you open;</li>' +
            '<li>payment providers such as GCash and Maya, to process your deposits and withdrawals;</li>' +
            '<li>regulators and law enforcement, when the law requires it.</li></ul><p>We never sell your data.</p>',
        },
        {
          title: 'Monitor',
          content:
            '<p>Messages, chats and calls with our support team may be recorded and reviewed to resolve disputes, ' +
            'improve our service and detect fraud or problem gambling.</p>',
        },
        {
          title: 'Agree policy',
          content:
            '<p>By registering you confirm that you are <strong>at least 18 years old</strong>, that you register in ' +
            'your <strong>real name</strong>, and that you agree to this privacy policy.</p>',
        },
      ],
    },
    TL: {
      title: 'Patakaran sa privacy',
      content: '<p>Paano kinokolekta, ginagamit at pinoprotektahan ng Palaro ang iyong personal na datos.</p>',
      children: [
        {
          title: 'Panimula',
          content:
            '<p>Iginagalang namin ang iyong privacy at pinangangasiwaan ang personal mong datos ayon sa Data Privacy ' +
            'Act of 2012 (Republic Act No. 10173). Ipinapaliwanag dito kung ano ang kinokolekta namin at bakit.</p>',
        },
        {
          title: 'Layunin',
          content:
            '<p>Kinokolekta namin ang iyong pangalan, petsa ng kapanganakan, mobile number, e-mail, detalye ng ' +
            'payment account at talaan ng iyong deposit, withdrawal at taya, para patakbuhin ang account mo, ' +
            'bayaran ka, patunayan ang pagkakakilanlan mo, pigilan ang panloloko at sumunod sa batas.</p>',
        },
        {
          title: 'Access',
          content:
            '<p>Kapag ginagamit mo ang Palaro, itinatala namin ang iyong IP address, device at browser, at nag-iimbak ' +
            'kami ng cookies at katulad na datos para manatili kang naka-login at matandaan ang wika mo. Kung ' +
            'iba-block mo ang mga ito, maaaring hindi gumana ang ilang bahagi ng site.</p>' +
            '<p>Puwede mong hilingin na makita o itama ang datos mo sa pagsulat sa ' +
            SUPPORT_MAIL +
            '.</p>',
        },
        {
          title: 'Pagiging kumpidensyal',
          content:
            '<p>Kumpidensyal ang iyong datos. Ang mga password ay iniimbak sa anyong hindi na mababasa pabalik, ' +
            'naka-encrypt ang mga koneksyon, at ang mga kawaning nangangailangan lang nito sa trabaho ang ' +
            'nakakakita.</p>',
        },
        {
          title: 'Tatanggap',
          content:
            '<p>Ibinabahagi lang namin ang datos kung kailangan sa:</p><ul><li>mga game provider, para patakbuhin ang ' +
            'mga larong binubuksan mo;</li><li>mga payment provider gaya ng GCash at Maya, para sa deposit at ' +
            'withdrawal mo;</li><li>mga regulator at awtoridad, kapag hinihingi ng batas.</li></ul>' +
            '<p>Hindi namin ibinebenta ang datos mo.</p>',
        },
        {
          title: 'Pagsubaybay',
          content:
            '<p>Maaaring i-record at suriin ang mga mensahe, chat at tawag sa aming support para lutasin ang ' +
            'reklamo, pagbutihin ang serbisyo at matukoy ang panloloko o problemang pagsusugal.</p>',
        },
        {
          title: 'Pagsang-ayon',
          content:
            '<p>Sa pag-register, kinukumpirma mong <strong>hindi bababa sa 18 taong gulang</strong> ka, na ' +
            'nagre-register ka sa <strong>tunay mong pangalan</strong>, at sumasang-ayon ka sa patakarang ito.</p>',
        },
      ],
    },
  },
};

const faq: DemoHelpItem = {
  tag: 'faq',
  sort: 30,
  texts: {
    EN: {
      title: 'FAQ',
      content: '<p>Answers to the questions players ask us most.</p>',
      children: [
        {
          title: 'How do I deposit with GCash or Maya?',
          content:
            '<p>Open <a href="/m/voucherCenter">Deposit</a>, choose GCash or Maya, enter the amount and follow the ' +
            'steps in your e-wallet app. Your balance is usually credited within a few minutes.</p>',
        },
        {
          title: 'How long does a withdrawal take?',
          content:
            '<p>Most withdrawals are paid within <strong>15 to 30 minutes</strong>; some take up to 24 hours when ' +
            'banks or e-wallets are busy. Make sure your withdrawal account is in your own name.</p>',
        },
        {
          title: 'I forgot my password. What do I do?',
          content:
            '<p>Tap <a href="/m/forget">Forgot password</a> on the log-in page and reset it with the code we send to ' +
            'your registered mobile number.</p>',
        },
        {
          title: 'Can I try the games for free?',
          content:
            '<p>Yes. Tap <a href="/m/trail">Free trial</a> to play with demo credits. Trial winnings cannot be ' +
            'withdrawn; register to play for real.</p>',
        },
        {
          title: 'Can I limit how much I deposit or play?',
          content:
            '<p>Yes. Write to ' +
            SUPPORT_MAIL +
            ' to set a daily, weekly or monthly deposit limit, or to close your account for a while. A lower limit ' +
            'applies at once; a higher one after 24 hours.</p>',
        },
        {
          title: 'Why was I asked for an ID?',
          content:
            '<p>We verify every player before a first large withdrawal, to protect your account and to comply ' +
            'with the law. One valid government ID and a selfie are enough.</p>',
        },
      ],
    },
    TL: {
      title: 'FAQ',
      content: '<p>Mga sagot sa pinakamadalas itanong ng mga manlalaro.</p>',
      children: [
        {
          title: 'Paano mag-deposit gamit ang GCash o Maya?',
          content:
            '<p>Buksan ang <a href="/m/voucherCenter">Deposit</a>, piliin ang GCash o Maya, ilagay ang halaga at ' +
            'sundin ang mga hakbang sa e-wallet app mo. Karaniwang papasok ang balance sa loob ng ilang minuto.</p>',
        },
        {
          title: 'Gaano katagal ang withdrawal?',
          content:
            '<p>Karamihan ng withdrawal ay naibibigay sa loob ng <strong>15 hanggang 30 minuto</strong>; minsan ' +
            'umaabot ng 24 oras kapag abala ang bangko o e-wallet. Siguraduhing nakapangalan sa iyo ang withdrawal ' +
            'account.</p>',
        },
        {
          title: 'Nakalimutan ko ang password ko. Ano ang gagawin ko?',
          content:
            '<p>I-tap ang <a href="/m/forget">Forgot password</a> sa log-in page at palitan ito gamit ang code na ' +
            'ipapadala namin sa naka-register mong mobile number.</p>',
        },
        {
          title: 'Puwede bang subukan nang libre ang mga laro?',
          content:
            '<p>Oo. I-tap ang <a href="/m/trail">Free trial</a> para maglaro gamit ang demo credits. Hindi ' +
            'mawi-withdraw ang panalo sa trial; mag-register para maglaro nang totoo.</p>',
        },
        {
          title: 'Puwede ko bang limitahan ang deposit o paglalaro ko?',
          content:
            '<p>Oo. Sumulat sa ' +
            SUPPORT_MAIL +
            ' para magtakda ng daily, weekly o monthly na limit sa deposit, o para isara muna ang account mo. Agad ' +
            'na umiiral ang mas mababang limit; ang mas mataas ay pagkalipas ng 24 oras.</p>',
        },
        {
          title: 'Bakit ako hiningan ng ID?',
          content:
            '<p>Bine-verify namin ang bawat manlalaro bago ang unang malaking withdrawal, para protektahan ang ' +
            'account mo at sumunod sa batas. Sapat na ang isang valid na government ID at isang selfie.</p>',
        },
      ],
    },
  },
};

const contact: DemoHelpItem = {
  tag: null,
  sort: 40,
  texts: {
    EN: {
      title: 'Contact us',
      content:
        '<p>Our support team is available <strong>24 hours a day, 7 days a week</strong>.</p>' +
        '<ul><li>E-mail: ' +
        SUPPORT_MAIL +
        '</li><li>Live chat: open the <a href="/m/message">Message centre</a></li>' +
        '<li>Suggestions: send us <a href="/m/feedback">Feedback</a></li></ul>',
      children: [],
    },
    TL: {
      title: 'Makipag-ugnayan sa amin',
      content:
        '<p>Bukas ang aming support team <strong>24 oras, 7 araw sa isang linggo</strong>.</p>' +
        '<ul><li>E-mail: ' +
        SUPPORT_MAIL +
        '</li><li>Live chat: buksan ang <a href="/m/message">Message centre</a></li>' +
        '<li>Mga mungkahi: magpadala ng <a href="/m/feedback">Feedback</a></li></ul>',
      children: [],
    },
  },
};

export const DEMO_HELP_ITEMS: DemoHelpItem[] = [terms, privacy, faq, contact];
