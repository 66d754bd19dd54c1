export type PageSlot = number | 'ellipsis';

/**
 * Which page buttons to show: every page when there are 10 or fewer; otherwise the
 * first 3, the current page with one neighbour each side, and the last 2, with an ellipsis for
 * each gap (a gap of a single page shows that page instead).
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  if (total <= 0) return [];
  if (total <= 10) return Array.from({ length: total }, (_, i) => i + 1);

  const page = Math.min(Math.max(1, current), total);
  const wanted = new Set([1, 2, 3, page - 1, page, page + 1, total - 1, total]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);

  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) slots.push(previous + 1);
    else if (p - previous > 2) slots.push('ellipsis');
    slots.push(p);
    previous = p;
  }
  return slots;
}
