import { describe, expect, it } from 'vitest';
import { createConfigReader } from './runtime-config.js';

describe('createConfigReader', () => {
  const read = createConfigReader({
    API_URL: 'https://api.sbc.example/',
    NAME: ' sbc-web ',
    FTP: 'ftp://x.example',
    BAD: 'bukan url',
  });

  it('answers origins without a trailing slash and trimmed texts', () => {
    expect(read.origin('API_URL')).toBe('https://api.sbc.example');
    expect(read.text('NAME')).toBe('sbc-web');
  });

  it.each([
    ['MISSING', 'MISSING is not set'],
    ['FTP', 'FTP must use http or https'],
    ['BAD', 'BAD must be an absolute URL'],
  ])('refuses %s', (name, message) => {
    expect(() => read.origin(name)).toThrow(message);
  });
});
