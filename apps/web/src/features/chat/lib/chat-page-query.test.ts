import { chatPageOptions, textColourOn } from './chat-page-query';

const options = (query: string) => chatPageOptions(new URLSearchParams(query));

describe('the chat page’s query (SPEC 7.7)', () => {
  it('keeps a back address of this app, a hex colour, a title and a language', () => {
    expect(options('backUrl=%2Fm%2Fmember%2Fhome&headerColor=%23102030&title=Help&language=tl')).toEqual({
      backUrl: '/m/member/home',
      header: { background: '#102030', color: '#ffffff' },
      title: 'Help',
      language: 'TL',
    });
  });

  it('drops what it cannot trust: back off the app, a colour that is no hex colour, an unknown language', () => {
    for (const back of ['https://evil.example/m', '//evil.example', '/elsewhere', 'javascript:alert(1)']) {
      expect(options(`backUrl=${encodeURIComponent(back)}`).backUrl).toBe('/m/message');
    }
    expect(options('headerColor=red;background:url(x)').header).toBeNull();
    expect(options('language=XX').language).toBeNull();
    expect(options('title=%20%20').title).toBeNull();
  });

  it('writes dark on light header colours and white on dark ones', () => {
    expect(['#fff', '#ffcc00', '#f5b82e'].map(textColourOn)).toEqual(['#141b2d', '#141b2d', '#141b2d']);
    expect(['#000', '#0b1020', '#c62828'].map(textColourOn)).toEqual(['#ffffff', '#ffffff', '#ffffff']);
  });
});
