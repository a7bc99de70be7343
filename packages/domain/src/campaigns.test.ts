import { describe, expect, it } from 'vitest';
import { emptyCampaignInput } from './campaign-defaults.ts';
import {
  addHashtag,
  CAMPAIGN_HASHTAG_MAX_LENGTH,
  CAMPAIGN_TRANSITIONS,
  type CampaignInput,
  CampaignInputSchema,
  campaignRuleViolation,
  canTransition,
  cleanHashtag,
  HashtagSchema,
  hashtagProblem,
  hashtagsFromStored,
  hashtagsProblem,
  isInDashboardTab,
  latestEndDate,
  splitList,
  transitionRefusal,
} from './campaigns.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus } from './statuses.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const ready = (over: Partial<CampaignInput> = {}): CampaignInput => ({
  ...emptyCampaignInput(),
  campaignName: 'Cold Brew Launch',
  campaignDescription: 'Show our new cold brew.',
  campaignNiche: 'Food & Beverage',
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  budgetCents: 500_000,
  influencerBudgetCents: 50_000,
  intent: 'launch',
  ...over,
});
const rule = (input: CampaignInput) => campaignRuleViolation(input, NOW);

describe('hashtag input (B5)', () => {
  it('keeps letters, digits, underscores and single spaces; drops # and punctuation', () => {
    expect(cleanHashtag('#Cold-Brew_2026!')).toBe('ColdBrew_2026');
    expect(cleanHashtag('summer 2026')).toBe('summer 2026');
    expect(cleanHashtag('  café   latte ')).toBe('café latte');
    expect(cleanHashtag('#123')).toBe('123');
    expect(cleanHashtag('#!')).toBe('');
  });
  it('adds neither blanks nor duplicates (case-insensitive)', () => {
    expect(addHashtag([], '  ')).toEqual([]);
    expect(addHashtag(['Coffee'], '#coffee')).toEqual(['Coffee']);
    expect(addHashtag(['Coffee'], 'Summer2026')).toEqual(['Coffee', 'Summer2026']);
  });
  it('takes one word of letters, digits and underscores as a hashtag, in any script', () => {
    for (const tag of ['summer2026', 'Cold_Brew', '2026', 'café', 'नमस्ते', '東京カフェ']) {
      expect(hashtagProblem(tag)).toBeNull();
      expect(HashtagSchema.safeParse(tag).success).toBe(true);
    }
  });
  it('refuses a hashtag with a space, saying what to write instead', () => {
    const message =
      "#Sourdough Sunday has a space: a hashtag is one word of letters, digits and '_'. Write #SourdoughSunday, or add each word as its own hashtag.";
    expect(hashtagProblem('Sourdough Sunday')).toBe(message);
    expect(HashtagSchema.safeParse('Sourdough Sunday').error?.issues.map((i) => i.message)).toEqual([message]);
    expect(hashtagsProblem(['coffee', 'summer 2026'])).toContain('Write #summer2026');
    expect(hashtagsProblem(['coffee', 'summer2026'])).toBeNull();
  });
  it('refuses signs, blanks and overlong tags', () => {
    expect(hashtagProblem('cold-brew')).toBe(
      "#cold-brew is not a hashtag. A hashtag is one word of letters, digits and '_'.",
    );
    expect(hashtagProblem('#coffee')).toContain('is not a hashtag');
    expect(hashtagProblem('')).toBe('Enter a hashtag.');
    expect(HashtagSchema.safeParse('a'.repeat(CAMPAIGN_HASHTAG_MAX_LENGTH)).success).toBe(true);
    expect(
      HashtagSchema.safeParse('a'.repeat(CAMPAIGN_HASHTAG_MAX_LENGTH + 1)).error?.issues.map((i) => i.message),
    ).toEqual([`A hashtag has at most ${CAMPAIGN_HASHTAG_MAX_LENGTH} characters.`]);
  });
  it("is the create/edit input's rule, for the form and the server alike", () => {
    const spaced = CampaignInputSchema.safeParse({ ...emptyCampaignInput(), campaignHashtags: ['summer 2026'] });
    expect(spaced.error?.issues).toEqual([
      expect.objectContaining({ path: ['campaignHashtags', 0], message: expect.stringContaining('Write #summer2026') }),
    ]);
    expect(
      CampaignInputSchema.safeParse({ ...emptyCampaignInput(), campaignHashtags: ['summer2026', 'Cold_Brew'] }).success,
    ).toBe(true);
  });
  it('reads stored hashtags as one word each: digits kept, an old spaced tag joined', () => {
    expect(hashtagsFromStored('Sourdough Sunday, summer2026, #Coffee, coffee,')).toEqual([
      'SourdoughSunday',
      'summer2026',
      'Coffee',
    ]);
    expect(hashtagsFromStored(null)).toEqual([]);
  });
  it('splits stored comma lists', () => {
    expect(splitList('a, b,, c ')).toEqual(['a', 'b', 'c']);
    expect(splitList(null)).toEqual([]);
  });
});

describe('campaignRuleViolation (B5, B8)', () => {
  it('accepts a complete launch and a named, budgeted draft', () => {
    expect(rule(ready())).toBeNull();
    expect(rule({ ...emptyCampaignInput(), campaignName: 'Idea', budgetCents: 10_000 })).toBeNull();
  });

  it.each([
    ['no name', { campaignName: '  ' }, ['campaignName']],
    ['no budget', { budgetCents: null }, ['budgetCents']],
    ['neither', { campaignName: '', budgetCents: null }, ['campaignName', 'budgetCents']],
  ])('refuses a draft with %s: "Missing Information", naming the empty fields', (_l, over, fields) => {
    expect(rule({ ...emptyCampaignInput(), campaignName: 'Idea', budgetCents: 10_000, ...over })).toEqual({
      code: 'MISSING_INFORMATION',
      title: 'Missing Information',
      message: 'Please fill in campaign name and total budget.',
      fields,
    });
  });

  it('names every empty field of a launch, the budget included', () => {
    expect(rule(ready({ campaignDescription: '', endDate: null, budgetCents: null }))).toMatchObject({
      code: 'MISSING_INFORMATION',
      fields: ['campaignDescription', 'endDate', 'budgetCents'],
    });
    expect(rule(ready({ budgetCents: null }))?.fields).toEqual(['budgetCents']);
  });

  it('names the field each date and budget rule concerns', () => {
    expect(rule(ready({ startDate: '2026-12-10', endDate: '2026-12-09' }))?.fields).toEqual(['endDate']);
    expect(rule(ready({ startDate: '2026-12-01', endDate: '2027-01-02' }))?.fields).toEqual(['endDate']);
    expect(rule(ready({ startDate: '2026-11-01', endDate: '2026-11-20' }))?.fields).toEqual(['endDate']);
    expect(rule(ready({ budgetCents: 10_000, influencerBudgetCents: 10_100 }))?.fields).toEqual([
      'influencerBudgetCents',
    ]);
    expect(rule(ready({ startDate: '2020-01-01', endDate: '2020-01-05', intent: 'draft' }))).toMatchObject({
      code: 'DATE_OUT_OF_RANGE',
      fields: ['startDate', 'endDate'],
    });
    expect(rule(ready({ startDate: '2020-01-01', intent: 'draft' }))?.fields).toEqual(['startDate']);
  });

  it.each([
    ['name', { campaignName: '' }],
    ['description', { campaignDescription: ' ' }],
    ['niche', { campaignNiche: null }],
    ['start date', { startDate: null }],
    ['end date', { endDate: null }],
  ])('refuses a launch without %s: "Missing Information"', (_l, over) => {
    expect(rule(ready(over))).toMatchObject({
      title: 'Missing Information',
      message: 'Please fill in all required fields before launching.',
    });
  });

  it('refuses a launch without a total budget: "Missing Budget"', () => {
    expect(rule(ready({ budgetCents: null }))).toMatchObject({
      title: 'Missing Budget',
      message: 'Please fill in the total budget before launching.',
    });
  });

  it('refuses an end before the start: "Invalid Date Range"', () => {
    expect(rule(ready({ startDate: '2026-12-10', endDate: '2026-12-09' }))).toMatchObject({
      title: 'Invalid Date Range',
      message: 'End date must be after the start date.',
    });
  });

  it('allows exactly 31 days and refuses 32: "Campaign Too Long"', () => {
    expect(rule(ready({ startDate: '2026-12-01', endDate: '2027-01-01' }))).toBeNull();
    expect(rule(ready({ startDate: '2026-12-01', endDate: '2027-01-02' }))).toMatchObject({
      title: 'Campaign Too Long',
      message: 'Campaign length cannot be longer than a month (31 days).',
    });
  });

  it('applies the date rules to drafts too', () => {
    expect(rule(ready({ intent: 'draft', startDate: '2026-12-10', endDate: '2026-12-01' }))?.code).toBe(
      'INVALID_DATE_RANGE',
    );
  });

  it('refuses to launch a campaign whose end date has passed, but lets it be saved as a draft', () => {
    const past = { startDate: '2026-11-01', endDate: '2026-11-20' };
    expect(rule(ready(past))?.code).toBe('END_DATE_PASSED');
    expect(rule(ready({ ...past, intent: 'draft' }))).toBeNull();
  });

  it('refuses a per-influencer budget above the total', () => {
    expect(rule(ready({ budgetCents: 10_000, influencerBudgetCents: 10_100 }))?.code).toBe('INVALID_BUDGET');
  });

  it('offers end dates up to 31 days after the start', () => {
    expect(latestEndDate('2026-12-01')).toBe('2027-01-01');
  });
});

describe('campaign lifecycle (B4)', () => {
  const allowed: Record<keyof typeof CAMPAIGN_TRANSITIONS, CampaignStatus[]> = {
    pause: ['Live'],
    resume: ['Paused'],
    publish: ['Draft'],
    end: ['Live', 'Paused', 'Draft'],
    saveDraft: [...CAMPAIGN_STATUSES],
    updateAndLaunch: ['Draft', 'Live', 'Paused'],
  };
  for (const transition of Object.keys(allowed) as Array<keyof typeof allowed>) {
    for (const from of CAMPAIGN_STATUSES) {
      const ok = allowed[transition].includes(from);
      it(`${transition} from ${from}: ${ok ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, transition)).toBe(ok);
      });
    }
  }
  it('leads where B4 says', () => {
    expect(CAMPAIGN_TRANSITIONS.pause.to).toBe('Paused');
    expect(CAMPAIGN_TRANSITIONS.resume.to).toBe('Live');
    expect(CAMPAIGN_TRANSITIONS.publish.to).toBe('Live');
    expect(CAMPAIGN_TRANSITIONS.saveDraft.to).toBe('Draft');
    expect(CAMPAIGN_TRANSITIONS.updateAndLaunch.to).toBe('Live');
    expect(CAMPAIGN_TRANSITIONS.end.to).toBe('Completed');
  });
  it('explains a refusal', () => {
    expect(transitionRefusal('Draft', 'pause')).toBe('A Draft campaign cannot be paused.');
    expect(transitionRefusal('Completed', 'updateAndLaunch')).toContain('Save it as a draft with new dates first.');
    expect(transitionRefusal('Completed', 'end')).toBe('A Completed campaign cannot be ended.');
    expect(transitionRefusal('Ended', 'publish')).toBe(
      'An Ended campaign cannot be published. Save it as a draft with new dates first.',
    );
    expect(transitionRefusal('Live', 'resume')).toBe('A Live campaign cannot be resumed.');
  });
});

describe('dashboard tabs (B2)', () => {
  it.each([
    ['Live', ['all', 'live']],
    ['Paused', ['all']],
    ['Draft', ['all', 'draft']],
    ['Completed', ['all', 'completed']],
    ['Ended', ['all', 'completed']],
  ] as const)('%s shows under %j', (status, tabs) => {
    for (const tab of ['all', 'live', 'draft', 'completed'] as const) {
      expect(isInDashboardTab(status, tab)).toBe((tabs as readonly string[]).includes(tab));
    }
  });
});
