import { csvCell, csvRow, csvStream } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['crlf\r\nend', '"crlf\r\nend"'],
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ['=1+2', '"\'=1+2"'],
    ['+1', '"\'+1"'],
    ['-1', '"\'-1"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\tindent', '"\'\tindent"'],
    ['\rreturn', '"\'\rreturn"'],
    ['a=b', '"a=b"'],
    ['x;=HYPERLINK(http://evil.example);', '"x;\'=HYPERLINK(http://evil.example);"'],
    ['a, +1', '"a, \'+1"'],
    ['a\t@cmd', '"a\t\'@cmd"'],
    ['one\n-2', '"one\n\'-2"'],
    ['Smith-Jones', '"Smith-Jones"'],
    ['Ünïcödé 名前 🎉', '"Ünïcödé 名前 🎉"'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes nothing for a missing value, ISO 8601 for a date, text for the rest', () => {
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date(Date.UTC(2026, 0, 31)))).toBe('"2026-01-31T00:00:00.000Z"');
    expect(csvCell(true)).toBe('"true"');
  });
});

describe('csvStream', () => {
  it('writes the header row, then one CRLF-terminated row per record', async () => {
    async function* rows() {
      yield { name: 'Ana', note: 'a, b' };
      yield { name: '=cmd', note: undefined };
    }
    let text = '';
    for await (const chunk of csvStream(
      [
        { header: 'name', value: (row: { name: string }) => row.name },
        { header: 'note', value: (row: { note?: string }) => row.note },
      ],
      rows(),
    ))
      text += String(chunk);
    expect(text).toBe('"name","note"\r\n"Ana","a, b"\r\n"\'=cmd",""\r\n');
    expect(csvRow([])).toBe('\r\n');
  });
});
