import { type AxiosAdapter } from 'axios';
import { createNodeAdapter } from '../node-adapter';

/** Every client behaviour holds with axios's own Node adapter and with the lean one a server passes. */
export const transports: [string, AxiosAdapter | undefined][] = [
  ['axios adapter', undefined],
  ['createNodeAdapter', createNodeAdapter()],
];
