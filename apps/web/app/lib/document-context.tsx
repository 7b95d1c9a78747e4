import { createContext, useContext } from 'react';

/** What only the server knows about the document it renders. */
export interface DocumentContextValue {
  /** The response's script nonce (Content-Security-Policy of server.mjs). */
  nonce?: string;
  /** The site's stylesheet, inlined in the head so the first paint waits for no request. */
  css?: string;
}

const DocumentContext = createContext<DocumentContextValue>({});

/** Given by app/entry.server.tsx around the whole document. */
export const DocumentProvider = DocumentContext.Provider;

/** The document's server-only values; empty in the browser (which hides nonces anyway). */
export function useDocumentContext(): DocumentContextValue {
  return useContext(DocumentContext);
}
