/**
 * What happened to the connect code of this page load, kept for the login prompt: without it a
 * member whose app link expired would not know why they are asked to log in.
 */
let notice: 'refused' | 'unavailable' | null = null;

/** Remembers a failed exchange of the connect code. */
export function setConnectNotice(value: 'refused' | 'unavailable' | null): void {
  notice = value;
}

/** The failed exchange of this page load, if any. */
export function getConnectNotice(): 'refused' | 'unavailable' | null {
  return notice;
}
