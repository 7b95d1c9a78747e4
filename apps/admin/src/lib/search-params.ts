/** The page number of `?page=`: a whole number of at least 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The trimmed search text of `?q=`, at most 100 characters (the API's limit), or undefined. */
export function readQuery(params: URLSearchParams, name = 'q'): string | undefined {
  const text = params.get(name)?.trim().slice(0, 100);
  return text ? text : undefined;
}

/** One of `allowed` from `?name=`, else `fallback`. */
export function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return allowed.find((choice) => choice === value) ?? fallback;
}
