import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from './cookies';
import { presentTokenMarkScript } from './hint';
import { readSessionFromCookieHeader } from './server';

/** Runs the head script against a document with these cookies; true when it marked the page. */
function marks(cookie: string): boolean {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  runInNewContext(presentTokenMarkScript(COOKIE_NAMES.memberToken, 'data-member'), { document: { cookie, documentElement } });
  return attributes.has('data-member');
}

describe('presentTokenMarkScript', () => {
  it.each([
    '',
    'Member-Token=abc.def-123',
    'visitor-id=v1; Member-Token=abc123',
    'Member-Token=',
    'Member-Token=undefined',
    'Member-Token=null',
    'Member-Token=%20',
    'Member-Token=%E0%A4%A',
    'Member-Token=%75ndefined',
    'Member-Token=  ',
    'Member-Token="abc"',
    'Member-Token=""',
    'Admin-Token=abc',
    'XMember-Token=abc',
    'member_profile=%7B%22first_name%22%3A%22Rina%22%7D',
  ])('agrees with the server reading of %j', (cookie) => {
    expect(marks(cookie)).toBe(readSessionFromCookieHeader(cookie).memberToken !== null);
  });

  it('marks a member and leaves a visitor unmarked', () => {
    expect(marks('Member-Token=eyJhbGciOi.x.y')).toBe(true);
    expect(marks('visitor-id=v1')).toBe(false);
  });
});
