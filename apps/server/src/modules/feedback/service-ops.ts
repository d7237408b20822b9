import type { FeedbackStatus, LanguageCode, OpsFeedback, OpsFeedbackReply } from '@palaro/contract';
import type { Db } from '../../db/db';
import { pageOf } from '../../http/page-of';
import type { Clock } from '../../security/clock';
import type { PlayerLookup } from '../accounts';
import type { InboxSendToPlayer } from '../inbox';
import type { Audit, OperatorContext } from '../operators';
import { feedbackError } from './errors';
import type { FeedbackImage } from './feedback-rules';
import { feedbackRepository } from './repository';
import { idOf, opsFeedbackView } from './view';

type Deps = {
  db: Db;
  merchant: string;
  defaultLanguage: LanguageCode;
  clock: Clock;
  audit: Audit;
  players: PlayerLookup;
  sendToPlayer: InboxSendToPlayer;
};

type Query = { pageNo: number; pageSize: number; status?: FeedbackStatus | undefined; player?: string | undefined };

/** Operators read the feedback queue and its images, and answer each feedback once into the player's inbox. */
export function createFeedbackDesk({ db, merchant, defaultLanguage, clock, audit, players, sendToPlayer }: Deps) {
  const feedbackOf = async (rawId: string) => {
    const id = idOf(rawId);
    const row = id === null ? undefined : await feedbackRepository(db).one(merchant, id);
    if (!row) throw feedbackError('unknown');
    return row;
  };

  return {
    async list(query: Query) {
      const accountId = await players.filter(query.player);
      if (accountId === null) return pageOf([], 0, query);
      const { rows, total } = await feedbackRepository(db).page(merchant, {
        status: query.status,
        accountId,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return pageOf(rows.map(opsFeedbackView), total, query);
    },

    async one(rawId: string): Promise<OpsFeedback> {
      return opsFeedbackView(await feedbackOf(rawId));
    },

    async image(rawId: string, index: number): Promise<FeedbackImage> {
      const id = idOf(rawId);
      const image = id === null ? undefined : await feedbackRepository(db).image(merchant, id, index);
      if (!image) throw feedbackError('unknown');
      return image;
    },

    /**
     * The answer: a message of source feedback in the player's inbox and the feedback marked answered, in one
     * transaction with its audit; a second answer is refused (feedback.answered).
     */
    async reply(who: OperatorContext, rawId: string, input: OpsFeedbackReply): Promise<OpsFeedback> {
      if (!input.texts[defaultLanguage])
        throw feedbackError('invalid', {
          [`texts.${defaultLanguage}`]: `the merchant's default language (${defaultLanguage}) is required`,
        });
      return db.transaction(async (tx) => {
        const repository = feedbackRepository(tx);
        const id = idOf(rawId);
        const row = id === null ? undefined : await repository.one(merchant, id, true);
        if (!row) throw feedbackError('unknown');
        if (row.status === 'answered') throw feedbackError('answered');
        const { message } = await sendToPlayer(tx, {
          accountId: row.account_id,
          texts: input.texts,
          source: 'feedback',
          feedbackId: row.id,
          createdBy: who.username,
        });
        await repository.markAnswered(row.id, message.id, who.username, new Date(clock()));
        await audit(tx, who, 'feedback.reply', `feedback:${row.id}`, {
          player: row.username,
          message: message.id.toString(),
          title: input.texts[defaultLanguage]?.title ?? '',
          languages: Object.keys(input.texts),
        });
        const answered = await repository.one(merchant, row.id);
        if (!answered) throw new Error(`feedback ${row.id} vanished in its own transaction`);
        return opsFeedbackView(answered);
      });
    },
  };
}

export type FeedbackDesk = ReturnType<typeof createFeedbackDesk>;
