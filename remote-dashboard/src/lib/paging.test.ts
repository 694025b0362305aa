import { clampPage, pageCountOf, pageLinks, readCountHeader, rowNumberOf } from './paging';

describe('paging', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
    [30, 3],
    [-3, 0],
    [Number.NaN, 0],
  ])('%i users fill %i pages of 10', (total, pages) => {
    expect(pageCountOf(total, 10)).toBe(pages);
  });

  it('numbers rows across pages', () => {
    expect(rowNumberOf(1, 10, 0)).toBe(1);
    expect(rowNumberOf(1, 10, 9)).toBe(10);
    expect(rowNumberOf(3, 10, 4)).toBe(25);
  });

  it.each([
    [0, 3, 1],
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 3],
    [2, 0, 1],
    [2.7, 5, 2],
  ])('clamps page %d of %d to %d', (page, count, clamped) => {
    expect(clampPage(page, count)).toBe(clamped);
  });

  it('lists every page when there are seven or fewer', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(1, 0)).toEqual([]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 'gap', 20]],
    [4, [1, 2, 3, 4, 5, 'gap', 20]],
    [5, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [10, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [16, [1, 'gap', 15, 16, 17, 'gap', 20]],
    [17, [1, 'gap', 16, 17, 18, 19, 20]],
    [20, [1, 'gap', 16, 17, 18, 19, 20]],
  ])('on page %i of 20 shows %j', (page, links) => {
    expect(pageLinks(page, 20)).toEqual(links);
  });

  it('always keeps the current page, the first and the last in view', () => {
    for (let page = 1; page <= 40; page += 1) {
      const links = pageLinks(page, 40);
      expect(links).toHaveLength(7);
      expect(links).toContain(page);
      expect(links[0]).toBe(1);
      expect(links.at(-1)).toBe(40);
    }
  });

  it('reads a count header whichever way the client cased it', () => {
    expect(readCountHeader({ 'x-total-count': '25' }, 'X-Total-Count')).toBe(25);
    expect(readCountHeader({ 'X-Total-Count': 3 }, 'X-Total-Count')).toBe(3);
    expect(readCountHeader({ 'x-total-count': '0' }, 'X-Total-Count')).toBe(0);
    expect(readCountHeader({}, 'X-Total-Count')).toBeUndefined();
    expect(readCountHeader({ 'x-total-count': 'lots' }, 'X-Total-Count')).toBeUndefined();
    expect(readCountHeader({ 'x-total-count': '-1' }, 'X-Total-Count')).toBeUndefined();
  });
});
