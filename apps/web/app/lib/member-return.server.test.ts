import { describe, expect, it } from 'vitest';
import { connectReturnTarget, loginHrefFor } from './member-return.server';

const WEB = 'https://sbc.example';

describe('connectReturnTarget', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/blog?s=sehat', '/blog?s=sehat'],
    [`${WEB}/event/seminar`, `${WEB}/event/seminar`],
    ['https://member.sbc.example/', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('return %j goes to %j', (input, expected) => {
    expect(connectReturnTarget(input, WEB)).toBe(expected);
  });
});

describe('loginHrefFor', () => {
  it.each([
    ['/', '/login'],
    [`${WEB}/`, '/login'],
    [`${WEB}/event/seminar?x=1`, '/login?return=%2Fevent%2Fseminar%3Fx%3D1'],
    ['/blog', '/login?return=%2Fblog'],
  ])('target %j logs in again with %j', (target, expected) => {
    expect(loginHrefFor(target, WEB)).toBe(expected);
  });
});
