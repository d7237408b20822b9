/** A page request of an operator list, with the filters every money list has. */
export type ListQuery<S> = {
  pageNo: number;
  pageSize: number;
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A player's user name, in any case. */
  player?: string | undefined;
};

/** One page of a list, as every operator list answers it. */
export const pageOf = <T>(list: T[], total: number, query: { pageNo: number; pageSize: number }) => ({
  list,
  pageNum: query.pageNo,
  totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  total,
});
