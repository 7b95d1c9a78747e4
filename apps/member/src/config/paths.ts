/** Every page of the member area; login and register join this list when they are built. */
export const paths = {
  home: { path: '/', href: () => '/' },
} as const;
