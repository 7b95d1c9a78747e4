/** See vite-chunk.mjs. */
export declare const contractChunkGroup: { name: string; test: RegExp };
