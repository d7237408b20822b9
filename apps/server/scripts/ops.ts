// npm run ops -- <command>: the operator API from a terminal, until the back office exists. Talks to a running
// server over HTTP (--url, else PALARO_URL, else http://127.0.0.1:3000); `login` keeps the operator token in
// ~/.palaro-ops.json (mode 0600) per server, or PALARO_OPS_TOKEN gives one.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatMinorUnits, minorDigitsOf, OPS_API, API } from '@palaro/contract';
import { randomUUID } from 'node:crypto';
import { printable, printableJson, terminalSafe } from './terminal-text';

const USAGE = `usage: npm run ops -- <command> [options]   (--url http://host:port on any command)

  login <username> [--password <p>]        (or PALARO_OPS_PASSWORD) log in; the token is kept for this server
  logout | whoami
  deposits [--status pending] [--player <username>] [--page n]
                                            list deposits, newest first
  deposit-approve <id> [--remark <text>]    credit a pending deposit
  deposit-reject <id> --reason <text>
  deposit-receipt <id> --out <file>         save the receipt image
  withdrawals [--status pending] [--player <username>] [--page n]
  withdrawal-approve <id> [--reference <payout ref>] [--remark <text>]
  withdrawal-reject <id> --reason <text>    return the held amount to the player
  wallet <username>                         a player's wallets
  adjust <username> <amount> --reason <text> [--wallet main|bonus]
                                            amount in major units, e.g. 100 or -25.50
  audit [--action <name>] [--page n]        the audit trail (admin)
  operator-add <username> <support|cashier|admin> --password <p>   (admin)
  announcements                             every announcement, retired ones too
  announcement-add --file <json>            publish one (admin); the file holds the operator API's input:
                                            type, execution, texts per language ({ "EN": { "title", "content" } }),
                                            startAt / endAt (epoch ms or an ISO date), sort, promotionType, popup
  announcement-edit <id> --file <json>      replace one with the file's content (admin)
  announcement-retire <id>                  shown to no one from now on, kept for the record (admin)
  help                                      every help-centre section, retired ones too, in the players' order
  help-add --file <json>                    add a section (admin); the file holds the operator API's input: tag
                                            (or null), sort, texts per language ({ "EN": { "title", "content",
                                            "children": [{ "title", "content" }] } })
  help-edit <id> --file <json>              replace a section with the file's content (admin)
  help-retire <id>                          shown to no one from now on, kept for the record (admin)
  about                                     the about-us page as stored, as JSON (about-set takes it back)
  about-set --file <json>                   replace the about-us page (admin); the file holds the operator API's input:
                                            texts per language ({ "EN": { mission, ambassador, galleryAlts, vision } }),
                                            ambassadorPhoto and five gallery images (https addresses or /paths)
  site-links                                the download, channel and customer-service links in force, as JSON
                                            (site-links-set takes it back)
  site-links-set --file <json>              replace them (admin); the file holds { "resources": [{ resourceType, url,
                                            labelNameEn }], "customerService": [{ csType, path }] }
  inbox [--player <username>] [--page n]  sent messages, newest first, with recipients, reads and deletes
  inbox-send --file <json>                  send a message; the file holds the operator API's input: audience
                                            ({ "kind": "player", "username" } (support or admin), { "kind":
                                            "segment", "segment": members|agents|depositors|nonDepositors } or
                                            { "kind": "all" } (admin)) and texts per language ({ "EN": { "title",
                                            "content" } })
  inbox-retire <id>                         withdraw a message from every inbox, kept for the record (admin)
  feedback [--status open|answered] [--player <username>] [--page n]
                                            players' feedback, newest first
  feedback-show <id>                        one feedback in full, with its image addresses
  feedback-image <id> <index> --out <file>  save one of its images (index from 0)
  feedback-reply <id> --file <json>         answer into the player's inbox, once (support or admin); the file holds
                                            texts per language ({ "EN": { "title", "content" } })
  chat list [--status waiting|active|closed] [--player <username>] [--page n]
                                            live chat conversations, waiting first (support or admin)
  chat show <id>                            a conversation and its messages
  chat take <id>                            take a waiting conversation (only its operator answers it)
  chat answer <id> <text>                   answer (takes a waiting conversation); one line of up to 1000 characters
  chat close <id>                           end a conversation (the player's next message opens another)
  lottery games                             every lottery game with its schedule and sales close
  lottery draws [--game <id>] [--status scheduled|open|closed|drawn|settled|void] [--page n]
                                            draws, latest draw time first
  lottery enter <game> <draw number> --result <json>
                                            enter an official result (cashier or admin): a list of numbers, e.g.
                                            '[4,15,23,31,38,42]', or the Vietnamese prizes ({ "special": ["12345"],
                                            ... }); --file <json> instead of --result takes it from a file
  lottery confirm <game> <draw number> --result <json>
                                            a second operator enters the same result on their own; it then counts
  lottery void <game> <draw number> --reason <text>
                                            void a draw that is not settled (admin)
  create-admin <username>                   the first admin, written straight into the database (no server call;
                                            same DATABASE_URL / DATA_DIR / MERCHANT_CONFIG as the server; stop the
                                            server first on the embedded database); the password is typed at the
                                            terminal, or given in PALARO_ADMIN_PASSWORD`;

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    password: { type: 'string' },
    status: { type: 'string' },
    player: { type: 'string' },
    page: { type: 'string' },
    remark: { type: 'string' },
    reason: { type: 'string' },
    reference: { type: 'string' },
    wallet: { type: 'string' },
    action: { type: 'string' },
    out: { type: 'string' },
    file: { type: 'string' },
    game: { type: 'string' },
    result: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, ...args] = positionals;
const base = (flags.url ?? process.env.PALARO_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const TOKENS = join(homedir(), '.palaro-ops.json');

class CliError extends Error {}

function tokens(): Record<string, string> {
  return existsSync(TOKENS) ? (JSON.parse(readFileSync(TOKENS, 'utf8')) as Record<string, string>) : {};
}
function keepToken(token: string | undefined): void {
  const all = tokens();
  if (token) all[base] = token;
  else delete all[base];
  writeFileSync(TOKENS, JSON.stringify(all, null, 2), { mode: 0o600 });
  chmodSync(TOKENS, 0o600);
}
const token = () => process.env.PALARO_OPS_TOKEN ?? tokens()[base];

async function request(method: string, path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = {};
  const current = token();
  if (current) headers.authorization = current;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new CliError(`cannot reach ${base} (${(error as Error).message}); is the server running? (--url)`);
  }
  if ((response.headers.get('content-type') ?? '').startsWith('image/'))
    return Buffer.from(await response.arrayBuffer());
  const envelope = (await response.json()) as {
    success: boolean;
    value?: unknown;
    errorCode?: string;
    message?: string;
    fields?: Record<string, string>;
  };
  if (!envelope.success) {
    const hint = envelope.errorCode === 'ops.not.session' ? ' (run: npm run ops -- login <username>)' : '';
    const fields = Object.entries(envelope.fields ?? {})
      .map(([field, problem]) => `${field}: ${problem}`)
      .join('; ');
    throw new CliError(
      terminalSafe(`${envelope.errorCode}: ${envelope.message}${fields ? ` (${fields})` : ''}`) + hint,
    );
  }
  return envelope.value;
}

const need = (value: string | undefined, what: string): string => {
  if (!value) throw new CliError(`missing ${what}\n\n${USAGE}`);
  return value;
};
const pageQuery = (extra: Record<string, string | undefined>) => {
  const query = new URLSearchParams({ pageNo: flags.page ?? '1', pageSize: '20' });
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  return `?${query.toString()}`;
};

type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };
type Row = Record<string, string | null>;
function rows(list: Row[], columns: string[]): void {
  const cell = (row: Row, column: string) => terminalSafe(String(row[column] ?? ''));
  const widths = columns.map((column) => Math.max(column.length, ...list.map((row) => cell(row, column).length)));
  const line = (cells: string[]) => cells.map((text, index) => text.padEnd(widths[index] ?? 0)).join('  ');
  console.log(line(columns));
  for (const row of list) console.log(line(columns.map((column) => cell(row, column))));
}
function table(page: Page<Row>, columns: string[]): void {
  rows(page.list, columns);
  console.log(`page ${page.pageNum} of ${page.totalPages}, ${page.total} in all`);
}

type OpsAnnouncementRow = {
  id: string;
  type: string;
  execution: string[];
  texts: Record<string, { title: string } | undefined>;
  startAt: number;
  endAt: number | null;
  sort: number;
  retiredAt: number | null;
};
const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
function announcementRow(item: OpsAnnouncementRow, now: number): Row {
  const status = item.retiredAt
    ? 'retired'
    : item.startAt > now
      ? 'scheduled'
      : item.endAt !== null && item.endAt <= now
        ? 'ended'
        : 'live';
  return {
    id: item.id,
    type: item.type,
    execution: item.execution.join(','),
    status,
    sort: String(item.sort),
    startAt: isoOf(item.startAt),
    endAt: isoOf(item.endAt),
    languages: Object.keys(item.texts).join(','),
    title: item.texts.EN?.title ?? Object.values(item.texts)[0]?.title ?? '',
  };
}

/** The JSON object of the --file flag: an operator call's input. */
function fileInput(): { file: string; input: Record<string, unknown> } {
  const file = need(flags.file, '--file');
  try {
    return { file, input: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> };
  } catch (error) {
    throw new CliError(`${file}: ${(error as Error).message}`);
  }
}

/** An announcement's input from --file: the operator API's JSON, with startAt / endAt also as ISO dates. */
function announcementInput(): Record<string, unknown> {
  const { file, input } = fileInput();
  for (const key of ['startAt', 'endAt']) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    const ms = Date.parse(value);
    if (Number.isNaN(ms)) throw new CliError(`${file}: ${key} ${value} is not a date`);
    input[key] = ms;
  }
  return input;
}

type OpsHelpRow = {
  id: string;
  tag: string | null;
  texts: Record<string, { title: string; children: unknown[] } | undefined>;
  sort: number;
  retiredAt: number | null;
};
function helpRow(item: OpsHelpRow): Row {
  const text = item.texts.EN ?? Object.values(item.texts)[0];
  return {
    id: item.id,
    tag: item.tag,
    status: item.retiredAt ? 'retired' : 'live',
    sort: String(item.sort),
    languages: Object.keys(item.texts).join(','),
    children: String(text?.children.length ?? 0),
    title: text?.title ?? '',
  };
}

type OpsInboxRow = {
  id: string;
  source: string;
  audience: { kind: string; username?: string; segment?: string };
  texts: Record<string, { title: string } | undefined>;
  recipients: number;
  readBy: number;
  deletedBy: number;
  retiredAt: number | null;
  createdBy: string;
  sentAt: number;
};
function inboxRow(item: OpsInboxRow): Row {
  const { audience } = item;
  return {
    id: item.id,
    sentAt: isoOf(item.sentAt),
    source: item.source,
    audience: audience.kind === 'all' ? 'all' : `${audience.kind}:${audience.username ?? audience.segment ?? ''}`,
    status: item.retiredAt ? 'retired' : 'live',
    recipients: String(item.recipients),
    read: String(item.readBy),
    deleted: String(item.deletedBy),
    by: item.createdBy,
    title: item.texts.EN?.title ?? Object.values(item.texts)[0]?.title ?? '',
  };
}

type OpsFeedbackRow = {
  id: string;
  username: string;
  type: number;
  content: string;
  images: string[];
  status: string;
  answeredBy: string | null;
  createdAt: number;
};
function feedbackRow(item: OpsFeedbackRow): Row {
  return {
    id: item.id,
    createdAt: isoOf(item.createdAt),
    player: item.username,
    type: String(item.type),
    status: item.status,
    images: String(item.images.length),
    answeredBy: item.answeredBy,
    content: item.content.length > 60 ? `${item.content.slice(0, 57)}...` : item.content,
  };
}

async function minorUnits(amount: string): Promise<string> {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new CliError(`amount ${amount}: expected a number such as 100 or -25.50`);
  const status = (await request('GET', API.systemStatus)) as { info: { currency?: string } };
  const digits = minorDigitsOf(status.info.currency ?? 'PHP');
  const fraction = match[3] ?? '';
  if (fraction.length > digits) throw new CliError(`amount ${amount}: at most ${digits} decimals`);
  return `${match[1]}${BigInt(`${match[2]}${fraction.padEnd(digits, '0')}`)}`;
}

type OpsChatRow = {
  id: string;
  username: string;
  status: string;
  operatorName: string | null;
  lastMessage: string;
  lastMessageAt: number;
  unread: number;
};
type OpsChatMessage = {
  author: string;
  operatorName: string | null;
  text: string;
  imageUrl: string | null;
  sentAt: number;
};
const chatRow = (item: OpsChatRow): Row => ({
  id: item.id,
  player: item.username,
  status: item.status,
  operator: item.operatorName,
  unread: String(item.unread),
  lastMessageAt: isoOf(item.lastMessageAt),
  lastMessage: item.lastMessage.length > 60 ? `${item.lastMessage.slice(0, 59)}…` : item.lastMessage,
});
/** One line per message: when, who, and what (an image by its address, fetched with the operator token). */
function chatLine(message: OpsChatMessage): string {
  const who =
    message.author === 'operator'
      ? `${message.operatorName ?? 'operator'}`
      : message.author === 'player'
        ? 'player'
        : '--';
  const image = message.imageUrl ? ` [image ${message.imageUrl}]` : '';
  return terminalSafe(`${isoOf(message.sentAt)}  ${who}: ${message.text}${image}`);
}

/** `npm run ops chat <list|show|take|answer|close>`: the live chat desk. */
async function chat(action: string | undefined, id: string | undefined, words: string[]): Promise<void> {
  switch (action) {
    case 'list': {
      const page = (await request(
        'GET',
        `${OPS_API.chats}${pageQuery({ status: flags.status, player: flags.player })}`,
      )) as Page<OpsChatRow>;
      rows(page.list.map(chatRow), ['id', 'player', 'status', 'operator', 'unread', 'lastMessageAt', 'lastMessage']);
      return console.log(`page ${page.pageNum} of ${page.totalPages}, ${page.total} in all`);
    }
    case 'show': {
      const value = (await request('GET', OPS_API.chat(need(id, 'conversation id')))) as {
        conversation: OpsChatRow;
        messages: OpsChatMessage[];
      };
      const { conversation } = value;
      console.log(
        terminalSafe(
          `conversation ${conversation.id} with ${conversation.username}: ${conversation.status}` +
            (conversation.operatorName ? ` (${conversation.operatorName})` : ''),
        ),
      );
      for (const message of value.messages) console.log(chatLine(message));
      // seen from the terminal is seen: the desk's unread count goes to 0
      await request('POST', OPS_API.chatRead(conversation.id));
      return;
    }
    case 'take':
      return console.log(printable(await request('POST', OPS_API.chatTake(need(id, 'conversation id')))));
    case 'answer': {
      const conversation = need(id, 'conversation id');
      const message = (await request('POST', OPS_API.chatMessages(conversation), {
        clientId: randomUUID(),
        text: need(words.join(' '), 'text'),
      })) as OpsChatMessage;
      return console.log(chatLine(message));
    }
    case 'close':
      return console.log(printable(await request('POST', OPS_API.chatClose(need(id, 'conversation id')))));
    case undefined:
    default:
      throw new CliError(`chat: expected list, show, take, answer or close\n\n${USAGE}`);
  }
}

type OpsLotteryDrawRow = {
  gameId: string;
  drawNumber: string;
  status: string;
  drawAt: number;
  closesAt: number;
  result:
    { kind: 'numbers'; numbers: number[] } | { kind: 'prizes'; tiers: { tier: string; numbers: string[] }[] } | null;
  entry: { enteredBy: string; confirmedBy: string | null } | null;
  resultFeed: string | null;
  voided: { reason: string } | null;
};
const lotteryDrawRow = (item: OpsLotteryDrawRow): Row => ({
  game: item.gameId,
  draw: item.drawNumber,
  status: item.status,
  drawAt: isoOf(item.drawAt),
  closesAt: isoOf(item.closesAt),
  entry: item.entry
    ? `${item.entry.enteredBy}${item.entry.confirmedBy ? ` + ${item.entry.confirmedBy}` : ' (pending)'}`
    : item.resultFeed
      ? `feed ${item.resultFeed}`
      : '',
  result:
    item.result === null
      ? (item.voided?.reason ?? '')
      : item.result.kind === 'numbers'
        ? item.result.numbers.join(' ')
        : item.result.tiers.map((tier) => `${tier.tier}: ${tier.numbers.join(' ')}`).join('; '),
});

/** The official result of --result (JSON text) or --file. */
function lotteryResult(): unknown {
  if (flags.result === undefined) return fileInput().input;
  try {
    return JSON.parse(flags.result) as unknown;
  } catch (error) {
    throw new CliError(`--result: ${(error as Error).message}`);
  }
}

/** `npm run ops lottery <games|draws|enter|confirm|void>`: lottery draws and official results. */
async function lottery(action: string | undefined, game: string | undefined, draw: string | undefined): Promise<void> {
  const target = () => [need(game, 'game id'), need(draw, 'draw number')] as const;
  switch (action) {
    case 'games': {
      const value = (await request('GET', OPS_API.lotteryGames)) as {
        games: {
          gameId: string;
          name: string;
          playType: string;
          resultSource: string;
          schedule: {
            timeZone: string;
            times: string[] | null;
            weekdays: string[] | null;
            everySeconds: number | null;
          };
          salesCloseSeconds: number;
        }[];
      };
      return rows(
        value.games.map((item) => ({
          game: item.gameId,
          name: item.name,
          playType: item.playType,
          source: item.resultSource,
          schedule:
            item.schedule.everySeconds !== null
              ? `every ${item.schedule.everySeconds} s`
              : `${item.schedule.times?.join(',') ?? ''} ${item.schedule.weekdays?.join(',') ?? 'daily'}`,
          timeZone: item.schedule.timeZone,
          salesClose: `${item.salesCloseSeconds} s before`,
        })),
        ['game', 'name', 'playType', 'source', 'schedule', 'timeZone', 'salesClose'],
      );
    }
    case 'draws': {
      const page = (await request(
        'GET',
        `${OPS_API.lotteryDraws}${pageQuery({ gameId: flags.game, status: flags.status })}`,
      )) as Page<OpsLotteryDrawRow>;
      rows(page.list.map(lotteryDrawRow), ['game', 'draw', 'status', 'drawAt', 'closesAt', 'entry', 'result']);
      return console.log(`page ${page.pageNum} of ${page.totalPages}, ${page.total} in all`);
    }
    case 'enter':
    case 'confirm': {
      const path = (action === 'enter' ? OPS_API.lotteryDrawResult : OPS_API.lotteryDrawConfirm)(...target());
      const value = (await request('POST', path, { result: lotteryResult() })) as OpsLotteryDrawRow;
      return rows([lotteryDrawRow(value)], ['game', 'draw', 'status', 'drawAt', 'closesAt', 'entry', 'result']);
    }
    case 'void': {
      const value = (await request('POST', OPS_API.lotteryDrawVoid(...target()), {
        reason: need(flags.reason, '--reason'),
      })) as OpsLotteryDrawRow;
      return rows([lotteryDrawRow(value)], ['game', 'draw', 'status', 'drawAt', 'closesAt', 'entry', 'result']);
    }
    case undefined:
    default:
      throw new CliError(`lottery: expected games, draws, enter, confirm or void\n\n${USAGE}`);
  }
}

async function run(): Promise<void> {
  switch (command) {
    case 'login': {
      const password = flags.password ?? process.env.PALARO_OPS_PASSWORD;
      const value = (await request('POST', OPS_API.login, {
        username: need(args[0], 'username'),
        password: need(password, '--password'),
      })) as {
        token: string;
        username: string;
        role: string;
      };
      keepToken(value.token);
      return console.log(terminalSafe(`logged in to ${base} as ${value.username} (${value.role})`));
    }
    case 'logout':
      await request('DELETE', OPS_API.logout);
      keepToken(undefined);
      return console.log('logged out');
    case 'whoami':
      return console.log(printable(await request('GET', OPS_API.me)));
    case 'deposits':
      return table(
        (await request(
          'GET',
          `${OPS_API.deposits}${pageQuery({ status: flags.status, player: flags.player })}`,
        )) as Page<Row>,
        [
          'id',
          'createdAt',
          'player',
          'methodName',
          'amountDisplay',
          'status',
          'transferReference',
          'hasReceipt',
          'remark',
          'decidedBy',
        ],
      );
    case 'deposit-approve':
      return console.log(
        printable(await request('POST', OPS_API.depositApprove(need(args[0], 'deposit id')), { remark: flags.remark })),
      );
    case 'deposit-reject':
      return console.log(
        printable(
          await request('POST', OPS_API.depositReject(need(args[0], 'deposit id')), {
            reason: need(flags.reason, '--reason'),
          }),
        ),
      );
    case 'deposit-receipt': {
      const image = (await request('GET', OPS_API.depositReceipt(need(args[0], 'deposit id')))) as Buffer;
      writeFileSync(need(flags.out, '--out'), image);
      return console.log(`saved ${image.length} bytes to ${flags.out}`);
    }
    case 'withdrawals':
      return table(
        (await request(
          'GET',
          `${OPS_API.withdrawals}${pageQuery({ status: flags.status, player: flags.player })}`,
        )) as Page<Row>,
        [
          'id',
          'createdAt',
          'player',
          'amountDisplay',
          'status',
          'bankName',
          'payeeName',
          'accountNumber',
          'remark',
          'decidedBy',
        ],
      );
    case 'withdrawal-approve':
      return console.log(
        printable(
          await request('POST', OPS_API.withdrawalApprove(need(args[0], 'withdrawal id')), {
            payoutReference: flags.reference,
            remark: flags.remark,
          }),
        ),
      );
    case 'withdrawal-reject':
      return console.log(
        printable(
          await request('POST', OPS_API.withdrawalReject(need(args[0], 'withdrawal id')), {
            reason: need(flags.reason, '--reason'),
          }),
        ),
      );
    case 'wallet': {
      const value = (await request('GET', OPS_API.playerWallet(need(args[0], 'username')))) as {
        username: string;
        memberType: number;
        wallets: {
          currencySymbol: string;
          sumBalance: string;
          wallets: { kind: string; vendor: string | null; balance: string }[];
        };
      };
      console.log(
        terminalSafe(
          `${value.username} (member type ${value.memberType}): ${value.wallets.currencySymbol}${value.wallets.sumBalance}`,
        ),
      );
      for (const wallet of value.wallets.wallets)
        console.log(terminalSafe(`  ${(wallet.vendor ?? wallet.kind).padEnd(12)} ${wallet.balance}`));
      return;
    }
    case 'adjust': {
      const amount = await minorUnits(need(args[1], 'amount'));
      const body = {
        requestId: randomUUID(),
        username: need(args[0], 'username'),
        amount,
        reason: need(flags.reason, '--reason'),
        wallet: flags.wallet ?? 'main',
      };
      const value = (await request('POST', OPS_API.adjustments, body)) as {
        transactionId: string;
        wallets: { sumAmount: string; currency: string };
      };
      return console.log(
        terminalSafe(
          `adjusted: transaction ${value.transactionId}; ${body.username} now holds ${formatMinorUnits(BigInt(value.wallets.sumAmount), minorDigitsOf(value.wallets.currency))} ${value.wallets.currency}`,
        ),
      );
    }
    case 'audit':
      return table((await request('GET', `${OPS_API.audit}${pageQuery({ action: flags.action })}`)) as Page<Row>, [
        'id',
        'createdAt',
        'operator',
        'action',
        'subject',
        'ip',
      ]);
    case 'operator-add':
      return console.log(
        printable(
          await request('POST', OPS_API.operators, {
            username: need(args[0], 'username'),
            role: need(args[1], 'role'),
            password: need(flags.password, '--password'),
          }),
        ),
      );
    case 'announcements': {
      const list = (await request('GET', OPS_API.announcements)) as OpsAnnouncementRow[];
      const now = Date.now();
      rows(
        list.map((item) => announcementRow(item, now)),
        ['id', 'type', 'execution', 'status', 'sort', 'startAt', 'endAt', 'languages', 'title'],
      );
      return console.log(`${list.length} in all`);
    }
    case 'announcement-add':
      return console.log(printable(await request('POST', OPS_API.announcements, announcementInput())));
    case 'announcement-edit': {
      const id = need(args[0], 'announcement id');
      return console.log(printable(await request('PUT', OPS_API.announcement(id), announcementInput())));
    }
    case 'announcement-retire':
      return console.log(
        printable(await request('POST', OPS_API.announcementRetire(need(args[0], 'announcement id')))),
      );
    case 'help': {
      const list = (await request('GET', OPS_API.helpItems)) as OpsHelpRow[];
      rows(list.map(helpRow), ['id', 'tag', 'status', 'sort', 'languages', 'children', 'title']);
      return console.log(`${list.length} in all`);
    }
    case 'help-add':
      return console.log(printable(await request('POST', OPS_API.helpItems, fileInput().input)));
    case 'help-edit': {
      const id = need(args[0], 'help item id');
      return console.log(printable(await request('PUT', OPS_API.helpItem(id), fileInput().input)));
    }
    case 'help-retire':
      return console.log(printable(await request('POST', OPS_API.helpItemRetire(need(args[0], 'help item id')))));
    case 'about': {
      const page = await request('GET', OPS_API.about);
      if (page === null) return console.log('no about-us page yet (players are shown none)');
      // JSON, as about-set takes it: saved to a file and edited, it goes back as it is (updatedAt / updatedBy ignored)
      return console.log(printableJson(page));
    }
    case 'about-set':
      return console.log(printableJson(await request('PUT', OPS_API.about, fileInput().input)));
    case 'site-links':
      // JSON, as site-links-set takes it (source, updatedAt and updatedBy are ignored on the way back)
      return console.log(printableJson(await request('GET', OPS_API.siteLinks)));
    case 'site-links-set':
      return console.log(printableJson(await request('PUT', OPS_API.siteLinks, fileInput().input)));
    case 'inbox': {
      const page = (await request(
        'GET',
        `${OPS_API.inbox}${pageQuery({ player: flags.player })}`,
      )) as Page<OpsInboxRow>;
      return table({ ...page, list: page.list.map(inboxRow) }, [
        'id',
        'sentAt',
        'source',
        'audience',
        'status',
        'recipients',
        'read',
        'deleted',
        'by',
        'title',
      ]);
    }
    case 'inbox-send':
      return console.log(printable(await request('POST', OPS_API.inbox, fileInput().input)));
    case 'inbox-retire':
      return console.log(printable(await request('POST', OPS_API.inboxRetire(need(args[0], 'message id')))));
    case 'feedback': {
      const query = pageQuery({ status: flags.status, player: flags.player });
      const page = (await request('GET', `${OPS_API.feedback}${query}`)) as Page<OpsFeedbackRow>;
      return table({ ...page, list: page.list.map(feedbackRow) }, [
        'id',
        'createdAt',
        'player',
        'type',
        'status',
        'images',
        'answeredBy',
        'content',
      ]);
    }
    case 'feedback-show':
      return console.log(printable(await request('GET', OPS_API.feedbackItem(need(args[0], 'feedback id')))));
    case 'feedback-image': {
      const index = Number(need(args[1], 'image index'));
      if (!Number.isInteger(index) || index < 0) throw new CliError(`image index ${args[1]}: expected 0, 1 or 2`);
      const out = need(flags.out, '--out');
      const image = (await request('GET', OPS_API.feedbackImage(need(args[0], 'feedback id'), index))) as Buffer;
      writeFileSync(out, image);
      return console.log(`saved ${image.length} bytes to ${out}`);
    }
    case 'feedback-reply': {
      const id = need(args[0], 'feedback id');
      return console.log(printable(await request('POST', OPS_API.feedbackReply(id), fileInput().input)));
    }
    case 'chat':
      return chat(args[0], args[1], args.slice(2));
    case 'lottery':
      return lottery(args[0], args[1], args[2]);
    case 'create-admin': {
      // loaded only here: every other command talks to a running server and needs none of the server's code
      const { createAdminCommand } = await import('./ops-create-admin');
      const { AdminRefused } = await import('../src/modules/operators');
      try {
        return console.log(await createAdminCommand(args[0]));
      } catch (error) {
        if (error instanceof AdminRefused) throw new CliError(error.message);
        throw error;
      }
    }
    case undefined:
    default:
      console.log(USAGE);
      if (command && !flags.help) throw new CliError(`unknown command ${command}`);
  }
}

try {
  await run();
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
