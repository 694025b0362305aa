import { parseStandaloneConfig } from './standalone-config';

describe('parseStandaloneConfig', () => {
  it('uses the local API when STANDALONE_API_URL is unset or blank', () => {
    expect(parseStandaloneConfig({})).toEqual({ apiUrl: 'http://127.0.0.1:4000' });
    expect(parseStandaloneConfig({ apiUrl: '   ' })).toEqual({ apiUrl: 'http://127.0.0.1:4000' });
  });

  it('drops trailing slashes so paths can be appended', () => {
    expect(parseStandaloneConfig({ apiUrl: ' https://api.example.com// ' })).toEqual({
      apiUrl: 'https://api.example.com',
    });
  });

  it('stops the start-up on a value that is not a URL', () => {
    expect(() => parseStandaloneConfig({ apiUrl: 'api.example.com' })).toThrow(
      'STANDALONE_API_URL is not a URL: api.example.com',
    );
  });

  it('stops the start-up on a URL that is not http(s)', () => {
    expect(() => parseStandaloneConfig({ apiUrl: 'ftp://api.example.com' })).toThrow(
      'STANDALONE_API_URL must be http(s), got ftp://api.example.com',
    );
  });
});
