export function createConfigReader(source: Readonly<Record<string, string | undefined>>): {
  text(name: string): string;
  origin(name: string): string;
};
