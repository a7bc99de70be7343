import { describe, expect, it } from 'vitest';
import {
  ApprovePostInputSchema,
  CAPTION_MAX_CHARS,
  DISCLOSURE_TAG_DISPLAY_MAX,
  DISCLOSURE_TAGS,
  disclosureMessages,
  disclosureOf,
  disclosureStatusText,
  findDisclosureTag,
  needsDisclosureConfirmation,
  PAID_PARTNERSHIP_TAG,
  revisionMessages,
} from './disclosure.ts';

describe('findDisclosureTag', () => {
  it.each([
    ['Slow mornings with our cold brew #ad', '#ad'],
    ['#Sponsored: the new pour-over kit', '#Sponsored'],
    ['Loving this kit! #paidpartnership #coffee', '#paidpartnership'],
    ['#coffee\n#AD', '#AD'],
    ['Frühstück mit Kaffee #Werbung', '#Werbung'],
    ['Mon café du matin #publicité', '#publicité'],
    ['Mon café du matin #PUBLICITE', '#PUBLICITE'],
    ['아침 커피 #광고', '#광고'],
    ['朝のコーヒー #広告', '#広告'],
    ['Утренний кофе #реклама', '#реклама'],
    ['Café da manhã #publicidade', '#publicidade'],
    ['Full-width ＃ad counts as the same tag', '#ad'],
    ['Full-width letters #ａｄ too', '#ad'],
    ['#ad_', null],
    ['#ad.', '#ad'],
    ['(#ad)', '#ad'],
    ['#ad\u0000 with a NUL after it', '#ad'],
  ])('finds the disclosure in %j', (caption, tag) => {
    expect(findDisclosureTag(caption)).toBe(tag);
  });

  it.each([
    ['Morning run with my favourite drink', 'no hashtag at all'],
    ['#adventure awaits', 'a longer word that starts with ad'],
    ['New #adidas drop', 'a brand that starts with ad'],
    ['#badge #roadtrip #headphones', 'words with ad inside'],
    ['ad sponsored paidpartnership', 'the words without a #'],
    ['#a\u200bd', 'a zero-width space inside the tag'],
    ['#a\u200dd #s\u00adponsored', 'a zero-width joiner and a soft hyphen inside the tags'],
    ['#a\u0000d', 'a control character inside the tag'],
    ['# ad', 'a space after the #'],
    ['', 'an empty caption'],
  ])('finds none in %j (%s)', (caption) => {
    expect(findDisclosureTag(caption)).toBeNull();
  });

  it('reads only the first CAPTION_MAX_CHARS characters of a huge caption, quickly', () => {
    const filler = 'x '.repeat(CAPTION_MAX_CHARS);
    const started = Date.now();
    expect(findDisclosureTag(`${filler}#ad`)).toBeNull();
    expect(findDisclosureTag(`#ad ${filler}`)).toBe('#ad');
    expect(findDisclosureTag('#'.repeat(1_000_000))).toBeNull();
    expect(findDisclosureTag(`#${'a'.repeat(1_000_000)}`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('survives control characters, lone surrogates and bidi overrides around the tag', () => {
    const noisy = '\u0001\u0007\u001b[31m\u202e\ud800 Morning brew\r\n\t#ad\u202c\udfff\u0000';
    expect(findDisclosureTag(noisy)).toBe('#ad');
    expect(findDisclosureTag('\u0000\u0001\u0002\ud800\udc00\uffff')).toBeNull();
  });

  it('stores a tag padded with combining marks as its plain form, never longer than the display limit', () => {
    const padded = `#a${'\u0301'.repeat(500)}d`;
    const tag = findDisclosureTag(padded);
    expect(tag).toBe('#ad');
    expect(findDisclosureTag('#Publicité')).toBe('#Publicité');
    expect((tag ?? '').length).toBeLessThanOrEqual(DISCLOSURE_TAG_DISPLAY_MAX + 1);
  });

  it('finds every listed tag, in capitals too (#プロモーション, whose プ carries a mark, included)', () => {
    for (const tag of DISCLOSURE_TAGS) {
      expect(findDisclosureTag(`Morning brew #${tag}`), tag).toBe(`#${tag}`);
      expect(findDisclosureTag(`#${tag.toUpperCase()} morning brew`), tag).toBe(`#${tag.toUpperCase()}`);
    }
  });
});

describe('disclosureOf', () => {
  it('is found, missing, or unchecked when no caption was read', () => {
    expect(disclosureOf('Iced latte #ad')).toEqual({ state: 'found', tag: '#ad' });
    expect(disclosureOf('Iced latte')).toEqual({ state: 'missing', tag: null });
    expect(disclosureOf('')).toEqual({ state: 'missing', tag: null });
    expect(disclosureOf(null)).toEqual({ state: 'unchecked', tag: null });
  });

  it('takes the platform’s paid-partnership flag where an API reports it, and nothing from its absence', () => {
    expect(disclosureOf('Iced latte', true)).toEqual({ state: 'found', tag: 'Paid partnership label' });
    expect(disclosureOf(null, true)).toMatchObject({ state: 'found' });
    expect(disclosureOf('Iced latte', false)).toEqual({ state: 'missing', tag: null });
    expect(disclosureOf(null, false)).toEqual({ state: 'unchecked', tag: null });
  });
});

describe('approval and revisions', () => {
  it('asks for the business’s confirmation only while the caption was never read', () => {
    expect(needsDisclosureConfirmation('unchecked')).toBe(true);
    for (const state of ['not_required', 'found', 'missing', 'confirmed'] as const) {
      expect(needsDisclosureConfirmation(state)).toBe(false);
    }
  });

  it('takes an empty approval or one with disclosureSeen, and nothing else', () => {
    expect(ApprovePostInputSchema.parse({})).toEqual({});
    expect(ApprovePostInputSchema.parse({ disclosureSeen: true })).toEqual({ disclosureSeen: true });
    expect(ApprovePostInputSchema.safeParse({ disclosureSeen: 'yes' }).success).toBe(false);
    expect(ApprovePostInputSchema.safeParse({ disclosureSeen: true, extra: 1 }).success).toBe(false);
  });

  it('words the limit and what is left', () => {
    expect(revisionMessages.remaining(1, 2)).toBe('1 of 2 fix requests left');
    expect(revisionMessages.remaining(0, 1)).toBe('0 of 1 fix request left');
    expect(revisionMessages.limitReached(2)).toMatch(/^This post has had 2 fix requests, the campaign’s limit\./);
    expect(revisionMessages.limitReached(1)).toMatch(/^This post has had 1 fix request,/);
    expect(disclosureMessages.missingFixNote).toContain('48 hours');
    expect(revisionMessages.used(1, 2)).toBe('Fix requests: 1 of 2 used');
    expect(revisionMessages.used(0, 0)).toBe('Fix requests: none allowed by this campaign’s terms');
  });

  it('says what each disclosure state means to the people reviewing the post', () => {
    expect(disclosureStatusText('found', '#ad')).toBe('Disclosure: #ad found in the caption');
    expect(disclosureStatusText('found', PAID_PARTNERSHIP_TAG)).toBe(
      'Disclosure: the paid-partnership label is on the post',
    );
    expect(disclosureStatusText('unchecked', null)).toBe('Not checked: the caption could not be read');
    expect(disclosureStatusText('missing', null)).toMatch(/^Disclosure missing: the caption has no #ad/);
    expect(disclosureStatusText('confirmed', null)).toBe('Disclosure: confirmed by the business at approval');
    expect(disclosureStatusText('not_required', null)).toBe('Disclosure: not required by this campaign’s terms');
  });
});
