import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page when there are 10 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows the first 3, the last 2 and the current page with its neighbours', () => {
    expect(pageWindow(10, 20)).toEqual([1, 2, 3, 'ellipsis', 9, 10, 11, 'ellipsis', 19, 20]);
  });

  it('merges the window into the edges without an ellipsis', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'ellipsis', 19, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 2, 3, 'ellipsis', 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 2, 3, 'ellipsis', 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageWindow(6, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10, 11]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 12)).toEqual([1, 2, 3, 'ellipsis', 11, 12]);
  });
});
