import type { ChatMessage } from '@palaro/contract/chat';
import { chatReducer, initialChatState, mergeMessages, type ChatState } from './chat-state';

const message = (id: string, author: ChatMessage['author'] = 'player', text = `m${id}`): ChatMessage => ({
  id,
  conversationId: '1',
  author,
  operatorName: author === 'operator' ? 'Maria' : null,
  text,
  imageUrl: null,
  event: null,
  sentAt: Number(id),
});

describe('the chat’s state', () => {
  it('keeps each message once, in the server’s order (ids as numbers, not text)', () => {
    const merged = mergeMessages([message('9'), message('10')], [message('2'), message('10', 'player', 'again')]);
    expect(merged.map((item) => [item.id, item.text])).toEqual([
      ['2', 'm2'],
      ['9', 'm9'],
      ['10', 'again'],
    ]);
  });

  it('drops a message on its way when the socket tells of it, and the answer then adds nothing twice', () => {
    let state: ChatState = { ...initialChatState, loaded: true };
    state = chatReducer(state, {
      type: 'pending',
      message: { clientId: 'c1', text: 'hello', image: null, state: 'sending', createdAt: 0 },
    });
    state = chatReducer(state, { type: 'event', event: { type: 'message', message: message('5', 'player', 'hello') } });
    expect(state.pending).toEqual([]);
    state = chatReducer(state, { type: 'sent', clientId: 'c1', message: message('5', 'player', 'hello') });
    expect(state.messages.map((item) => item.id)).toEqual(['5']);
    expect(state.status).toBe('waiting');
  });

  it('follows the conversation’s changes, and a message after a closed one waits for support again', () => {
    let state: ChatState = { ...initialChatState, status: 'active', operatorName: 'Maria' };
    state = chatReducer(state, {
      type: 'event',
      event: { type: 'conversation', conversationId: '1', status: 'closed', operatorName: 'Maria' },
    });
    expect(state.status).toBe('closed');
    state = chatReducer(state, { type: 'sent', clientId: 'c2', message: { ...message('8'), conversationId: '2' } });
    expect(state).toMatchObject({ status: 'waiting', operatorName: null, conversationId: '2' });
  });
});
