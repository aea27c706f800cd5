import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, csvField, csvLine, fromSpreadsheetSafe, readCsv, spreadsheetSafe } from './csv.js';

describe('readCsv', () => {
  it('reads plain, empty and quoted fields', () => {
    expect(readCsv('a,b,c\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
    expect(readCsv('"a, b","say ""hi""",""\n')).toEqual([['a, b', 'say "hi"', '']]);
  });

  it('reads line breaks inside quotes, CRLF or LF records, and a last record without a line break', () => {
    expect(readCsv('id,text\r\n1,"two\r\nlines"\r\n2,"and\nthree\nhere"\n3,end')).toEqual([
      ['id', 'text'],
      ['1', 'two\r\nlines'],
      ['2', 'and\nthree\nhere'],
      ['3', 'end'],
    ]);
  });

  it('ignores a UTF-8 byte order mark at the start (only there)', () => {
    expect(readCsv('\uFEFFDate,Value\n2024-03-10,2\n')).toEqual([
      ['Date', 'Value'],
      ['2024-03-10', '2'],
    ]);
    expect(readCsv('a,\uFEFFb')).toEqual([['a', '\uFEFFb']]);
  });

  it('keeps the empty field after a trailing comma (Loop ends its root lines with one)', () => {
    expect(readCsv('Date,Meditate,Run,\n2015-01-25,-1,2,\n')).toEqual([
      ['Date', 'Meditate', 'Run', ''],
      ['2015-01-25', '-1', '2', ''],
    ]);
    expect(readCsv('"a",\r\n"b",')).toEqual([
      ['a', ''],
      ['b', ''],
    ]);
    expect(readCsv(',')).toEqual([['', '']]);
  });

  it('skips empty lines, and reads nothing from an empty text', () => {
    expect(readCsv('')).toEqual([]);
    expect(readCsv('\uFEFF')).toEqual([]);
    expect(readCsv('a\n\n\r\nb\n\n')).toEqual([['a'], ['b']]);
    expect(readCsv('""\n')).toEqual([['']]);
  });

  it('keeps a quote inside a field that does not start with one', () => {
    expect(readCsv('5" tall,ok')).toEqual([['5" tall', 'ok']]);
  });

  it('refuses a quoted field that is never closed, naming the line it starts on', () => {
    const read = () => readCsv('a,b\n1,"open\nstill open');
    expect(read).toThrow(CsvError);
    expect(read).toThrow('Line 2: a quoted field is never closed.');
    try {
      read();
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
  });

  it('refuses text after a closing quote', () => {
    expect(() => readCsv('x\n"a"b,c')).toThrow(/Line 2: unexpected text after a closing quote/);
  });

  it('counts lines across quoted line breaks in its messages', () => {
    expect(() => readCsv('"one\ntwo"\r\n"three\r\nfour"\n"x"y')).toThrow(/^Line 5:/);
  });
});

describe('csvLine', () => {
  it('quotes only fields holding a comma, a quote or a line break, and ends with CRLF', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', ' spaced '])).toBe('plain,"a,b","say ""hi""","two\nlines","cr\r", spaced \r\n');
  });

  it('writes null and undefined empty, booleans and numbers as text', () => {
    expect(csvLine([null, undefined, true, false, 0, -1.5, 1e21])).toBe(',,true,false,0,-1.5,1e+21\r\n');
  });

  it('writes a record of one empty field as "" (an empty line would be skipped)', () => {
    expect(csvLine([''])).toBe('""\r\n');
    expect(csvLine([null])).toBe('""\r\n');
    expect(csvLine([])).toBe('\r\n');
    expect(csvField('x')).toBe('x');
  });

  it('round-trips through readCsv, with or without a byte order mark', () => {
    const rows = [
      ['Date', 'Name', 'Note'],
      ['2024-03-10', 'Read "War and Peace", 20 pages', 'line one\nline two'],
      ['', '', ''],
      [''],
      ['crlf\r\ninside', '""', ',', 'émoji 🎉'],
      ['trailing', ''],
    ];
    const text = rows.map(csvLine).join('');
    expect(readCsv(text)).toEqual(rows);
    expect(readCsv(`\uFEFF${text}`)).toEqual(rows);
    expect(readCsv(csvLine([1, true, null]))).toEqual([['1', 'true', '']]);
  });
});

describe('CSV injection (issue 38, OWASP)', () => {
  it('a cell starting with = + - @, a tab or a carriage return is written as text, never a formula', () => {
    expect(csvLine(['=HYPERLINK("http://evil.example","Click")', '+1', '-2+3', '@SUM(A1:A2)', '\tx', '\rx', '＝1+1'])).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'+1,'-2+3,'@SUM(A1:A2),'\tx,"'\rx",'＝1+1\r\n`,
    );
    // Anything else as it was; numbers are numbers (a negative amount is not a formula).
    expect(csvLine(['Walk = health', "it's", 'a-b', -1.5, 0, false])).toBe("Walk = health,it's,a-b,-1.5,0,false\r\n");
    // An apostrophe before a formula's start gets one more, so the one added can always be taken off.
    expect(spreadsheetSafe("'=1")).toBe("''=1");
    expect(spreadsheetSafe("'quoted'")).toBe("'quoted'");
  });

  it('reads back what it writes: readCsv gives the cell, fromSpreadsheetSafe the text as it was, for any text', () => {
    const starts = fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', "'", "''=", '＝', '"', ',', '\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(starts, fc.string()).map(([start, rest]) => start + rest), { minLength: 2, maxLength: 5 }), (cells) => {
        const [read] = readCsv(csvLine(cells));
        expect(read!.map(fromSpreadsheetSafe)).toEqual(cells);
        expect(read!.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
