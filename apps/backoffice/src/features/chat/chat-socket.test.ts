import { RECONNECT, reconnectDelay } from './chat-socket';
import { opsChatImagePath } from './image-path';

describe('reconnecting', () => {
  it('waits from half to all of a doubling ceiling, from a second up to thirty', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT.firstMs / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT.firstMs);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT.maxMs);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT.maxMs / 2);
  });
});

describe('a chat image’s address for operators', () => {
  it('is the operators’ own, whatever address the message carries', () => {
    expect(opsChatImagePath('/wps/chat/images/img-7')).toBe('/ops/chats/images/img-7');
    expect(opsChatImagePath('/ops/chats/images/img-7')).toBe('/ops/chats/images/img-7');
    expect(opsChatImagePath('https://cdn.example/chat/images/a%20b?v=1')).toBe('/ops/chats/images/a%20b');
  });
});
