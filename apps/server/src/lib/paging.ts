/** A page a list call answers (pageOf in the contract): which page, its size, and how many rows and pages in all. */
export function pageFacts(total: number, query: { page: number; pageSize: number }) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
