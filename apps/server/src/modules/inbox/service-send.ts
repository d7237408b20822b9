import {
  MEMBER_TYPE,
  type InboxAudience,
  type InboxTexts as InboxTextsInput,
  type LanguageCode,
} from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { Clock } from '../../security/clock';
import { createAccountsRepository, type AccountRow } from '../accounts';
import { inboxError } from './errors';
import { inboxRepository, type InboxTexts, type MessageRow } from './repository';
import { missingDefaultText, storedTexts } from './texts';

type Deps = { merchant: string; defaultLanguage: LanguageCode; clock: Clock };

/** A message for one account, as another module sends it inside its own transaction (the feedback reply). */
export type PlayerMessage = {
  accountId: bigint;
  texts: InboxTextsInput;
  source: 'feedback';
  feedbackId: bigint;
  /** The operator who wrote it. */
  createdBy: string;
};

/** What was sent: the message and how many inboxes it reached. */
export type Sent = { message: MessageRow; recipients: number };

/** Trial accounts (member type 4) never receive a message: SPEC 6 refuses them the inbox (free_reject). */
const canReceive = (account: AccountRow | undefined): account is AccountRow =>
  account !== undefined && account.member_type !== MEMBER_TYPE.TRIAL;

/** Sending: the message with its texts sanitised and its deliveries made at once, in the caller's transaction. */
export function createInboxSender({ merchant, defaultLanguage, clock }: Deps) {
  const textsOf = (input: InboxTextsInput): InboxTexts => {
    const texts = storedTexts(input, defaultLanguage);
    if (!texts) throw inboxError('invalid', missingDefaultText(defaultLanguage));
    return texts;
  };

  async function toAccount(
    tx: Queryable,
    account: AccountRow | undefined,
    message: { texts: InboxTexts; feedbackId: bigint | null; createdBy: string },
  ): Promise<Sent> {
    if (!canReceive(account)) throw inboxError('unknownPlayer');
    const inbox = inboxRepository(tx);
    const row = await inbox.insertMessage(merchant, {
      source: message.feedbackId === null ? 'operator' : 'feedback',
      audience: { kind: 'player', username: account.username },
      texts: message.texts,
      feedbackId: message.feedbackId,
      createdBy: message.createdBy,
      now: new Date(clock()),
    });
    await inbox.deliverTo(row.id, account.id);
    return { message: row, recipients: 1 };
  }

  return {
    /** To the account `accountId` (the feedback module's answer); inbox.player.unknown when it cannot receive one. */
    async sendToPlayer(tx: Queryable, message: PlayerMessage): Promise<Sent> {
      const texts = textsOf(message.texts);
      const account = await createAccountsRepository(tx, merchant).byId(message.accountId);
      return toAccount(tx, account, { texts, feedbackId: message.feedbackId, createdBy: message.createdBy });
    },

    /** An operator's message to its audience; inbox.noRecipients when a segment (or everyone) holds nobody now. */
    async sendToAudience(
      tx: Queryable,
      audience: InboxAudience,
      input: InboxTextsInput,
      createdBy: string,
    ): Promise<Sent> {
      const texts = textsOf(input);
      if (audience.kind === 'player') {
        const account = await createAccountsRepository(tx, merchant).byUsername(audience.username.toLowerCase());
        return toAccount(tx, account, { texts, feedbackId: null, createdBy });
      }
      const inbox = inboxRepository(tx);
      const now = new Date(clock());
      const message = await inbox.insertMessage(merchant, {
        source: 'operator',
        audience,
        texts,
        feedbackId: null,
        createdBy,
        now,
      });
      const recipients = await inbox.deliverToSegment(
        merchant,
        message.id,
        audience.kind === 'all' ? 'all' : audience.segment,
      );
      // thrown inside the transaction, so nothing of a message to nobody is kept
      if (recipients === 0) throw inboxError('noRecipients');
      return { message, recipients };
    },
  };
}

export type InboxSender = ReturnType<typeof createInboxSender>;
