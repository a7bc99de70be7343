import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csvField', () => {
  it('quotes a field with a comma, quote or line break, and defuses a formula', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField(12.5)).toBe('12.50');
  });

  it('drops bidirectional overrides and isolates stored before the forms refused them (issue 32)', () => {
    expect(csvField('Invoice \u202Efdp.exe')).toBe('Invoice fdp.exe');
    expect(csvField('\u2067Cafe\u2069')).toBe('Cafe');
    // Hidden in front of a formula sign, an override no longer gets the formula past the check.
    expect(csvField('\u202D=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Right-to-left marks carry no scope: Arabic and Hebrew text keeps them.
    expect(csvField('\u200Fשלום')).toBe('\u200Fשלום');
    expect(toCsv(['Name'], [['\u202AAcme']])).toBe('Name\r\nAcme\r\n');
  });
});
