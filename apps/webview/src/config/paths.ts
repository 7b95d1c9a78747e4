/** Every page of the webview app; events and order pages join this list when they are built. */
export const paths = {
  mobile: { path: '/mobile', href: () => '/mobile' },
} as const;
