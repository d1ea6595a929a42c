/**
 * The paging fields every list answers with. A page past the end is an empty `data`; an empty list
 * still has one (empty) page, so "Page 1 of 1" reads right. `totalCapped` (a broad search) says the
 * list has more than `total`, and so more pages than `totalPages`.
 */
export function presentPage<T>(data: T[], total: number, page: number, limit: number, totalCapped = false) {
  return {
    data,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    currentPage: page,
    limit,
    ...(totalCapped ? { totalCapped } : {}),
  };
}
