import { describe, expect, it } from 'vitest';
import { bannerQuerySchema, favouriteChangeSchema, gameListQuerySchema } from './game-catalogue';
import { launchGameQuerySchema } from './game-launch';

describe('game list query', () => {
  it('reads the lobby defaults from an empty query', () => {
    expect(gameListQuerySchema.parse({ gameType: '', gameClassify: '', isNew: 'null' })).toMatchObject({
      gameType: undefined,
      gameClassify: 'ALL',
      isNew: false,
      pageNo: 1,
      pageSize: 9,
    });
  });

  it('coerces numbers, trims names and upper-cases classify and vendor', () => {
    const value = gameListQuerySchema.parse({
      gameName: '  fortune ',
      gameType: 'RNG',
      pageNo: '2',
      pageSize: '30',
      vassalage: 'lumen',
      gameClassify: 'hot',
      isNew: '1',
      language: 'tl',
    });
    expect(value).toMatchObject({
      gameName: 'fortune',
      gameType: 'RNG',
      pageNo: 2,
      pageSize: 30,
      vassalage: 'LUMEN',
      gameClassify: 'HOT',
      isNew: true,
      language: 'TL',
    });
  });

  it('refuses an unknown category or classify and oversized pages', () => {
    expect(gameListQuerySchema.safeParse({ gameType: 'CARDS' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ gameClassify: 'BEST' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ pageNo: '0' }).success).toBe(false);
  });
});

describe('other game queries', () => {
  it('splits banner groups and refuses unknown ones', () => {
    expect(bannerQuerySchema.parse({ groupName: 'm_home, m_recommend' }).groupName).toEqual(['m_home', 'm_recommend']);
    expect(bannerQuerySchema.safeParse({ groupName: 'm_other' }).success).toBe(false);
  });

  it('takes a nodeId as number or string', () => {
    expect(favouriteChangeSchema.parse({ nodeId: '12' }).nodeId).toBe(12);
    expect(favouriteChangeSchema.safeParse({ nodeId: 'x' }).success).toBe(false);
  });

  it('reads free play and keeps the lobby URL on this site', () => {
    expect(launchGameQuerySchema.parse({ nodeId: '3', freePlay: '1' }).freePlay).toBe(true);
    expect(launchGameQuerySchema.parse({ nodeId: '3' }).freePlay).toBe(false);
    expect(launchGameQuerySchema.safeParse({ nodeId: '3', lobbyUrl: 'https://evil.example/m' }).success).toBe(false);
  });
});
