export function productionProblems(
  env: Record<string, string | undefined>,
  options?: { publicClient?: boolean },
): string[];
export function exitOnProductionProblems(
  name: string,
  env: Record<string, string | undefined>,
  options?: { publicClient?: boolean },
): void;
