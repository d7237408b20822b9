import type { Announcement } from '@palaro/contract/announcements';
import {
  closedRecord,
  nextLocalMidnight,
  popupHash,
  popupsFor,
  readPopupRecord,
  segmentsOf,
  shouldShowPopup,
  writePopupRecord,
} from './popup-record';

const popup = (id: string, execution: Announcement['execution'], title = `Popup ${id}`): Announcement => ({
  id,
  type: 'PU',
  title,
  content: `<p>${title}</p>`,
  execution,
  promotionType: null,
  popup: { closable: true, hideToday: true, forcedReading: false, preferRegister: false },
  startAt: 0,
  endAt: null,
  read: false,
});

const at = (text: string) => new Date(text).getTime();

describe('the announcement popup’s rules (SPEC 4)', () => {
  it('filters to the visitor’s segment: guests B, players A, a first log-in also F', () => {
    const all = [popup('g', ['B']), popup('p', ['A']), popup('f', ['F']), popup('both', ['A', 'B'])];
    expect(popupsFor(all, segmentsOf(null)).map((p) => p.id)).toEqual(['g', 'both']);
    expect(popupsFor(all, segmentsOf({ firstTimeLogin: false })).map((p) => p.id)).toEqual(['p', 'both']);
    expect(popupsFor(all, segmentsOf({ firstTimeLogin: true })).map((p) => p.id)).toEqual(['p', 'f', 'both']);
  });

  it('hashes title plus content, so an edited popup counts as new', () => {
    expect(popupHash(popup('a', ['B'], 'Hello'))).toBe(popupHash(popup('b', ['A'], 'Hello')));
    expect(popupHash(popup('a', ['B'], 'Hello'))).not.toBe(popupHash(popup('a', ['B'], 'Hello!')));
    expect(popupHash(popup('a', ['B']))).toMatch(/^[0-9a-f]{8}$/);
  });

  it('hides "today" until the next local midnight, then shows again', () => {
    const popups = [popup('a', ['B'])];
    const now = at('2026-11-26T21:30:00');
    const record = closedRecord(popups, true, now);
    expect(record).toEqual({ data: [popupHash(popups[0]!)], show: false, todayHideTime: at('2026-11-27T00:00:00') });
    expect(nextLocalMidnight(at('2026-11-26T00:00:00'))).toBe(at('2026-11-27T00:00:00'));
    expect(shouldShowPopup(popups, record, at('2026-11-26T23:59:59'), false)).toBe(false);
    expect(shouldShowPopup(popups, record, at('2026-11-27T00:00:00'), false)).toBe(true);
  });

  it('shows a new popup even on a hidden day, and nothing when there is nothing', () => {
    const now = at('2026-11-26T10:00:00');
    const record = closedRecord([popup('a', ['B'])], true, now);
    expect(shouldShowPopup([popup('a', ['B']), popup('b', ['B'])], record, now, true)).toBe(true);
    expect(shouldShowPopup([], record, now, false)).toBe(false);
  });

  it('closed without the box: not again on this visit, again on the next', () => {
    const popups = [popup('a', ['B'])];
    const now = at('2026-11-26T10:00:00');
    const record = closedRecord(popups, false, now);
    expect(record.todayHideTime).toBeNull();
    expect(shouldShowPopup(popups, record, now, true)).toBe(false);
    expect(shouldShowPopup(popups, record, now, false)).toBe(true);
  });

  it('keeps a record per user key, and survives a damaged one', () => {
    writePopupRecord('juan', { data: ['abc'], show: false, todayHideTime: 5 });
    expect(readPopupRecord('juan')).toEqual({ data: ['abc'], show: false, todayHideTime: 5 });
    expect(readPopupRecord('guest')).toEqual({ data: [], show: true, todayHideTime: null });
    window.localStorage.setItem('MC_POPUP:maria', '{oops');
    expect(readPopupRecord('maria')).toEqual({ data: [], show: true, todayHideTime: null });
  });
});
