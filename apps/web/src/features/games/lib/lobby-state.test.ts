import { lobbyPageType, lobbyReducer, listFilter, type LobbyState } from './lobby-state';

const start: LobbyState = { classify: 'ALL', search: '' };

describe('the lobby state (SPEC 4 "Game list")', () => {
  it('trims the search text', () => {
    expect(lobbyReducer(start, { type: 'search', text: '  Golden  ' }).search).toBe('Golden');
    expect(lobbyReducer(start, { type: 'search', text: '   ' }).search).toBe('');
  });

  it('gives the page types: lobby all, category or search list, classify filter', () => {
    expect(lobbyPageType(undefined, start)).toBe('all');
    expect(lobbyPageType('RNG', start)).toBe('list');
    expect(lobbyPageType(undefined, { ...start, search: 'gold' })).toBe('list');
    expect(lobbyPageType(undefined, { ...start, classify: 'HOT' })).toBe('filter');
  });

  it('drops the vendor and the search when the category changes', () => {
    expect(lobbyReducer({ classify: 'NEW', search: 'gold', vassalage: 'LUMEN' }, { type: 'category' })).toEqual({
      classify: 'NEW',
      search: '',
      vassalage: undefined,
    });
  });

  it('asks for new games with isNew and for the others with gameClassify, 9 per page', () => {
    expect(listFilter('RNG', { ...start, classify: 'NEW' })).toMatchObject({
      gameType: 'RNG',
      isNew: true,
      classify: undefined,
      pageSize: 9,
    });
    expect(listFilter(undefined, { ...start, classify: 'FAV', search: 'x', vassalage: 'TALA' })).toMatchObject({
      classify: 'FAV',
      gameName: 'x',
      vassalage: 'TALA',
      isNew: false,
    });
  });
});
