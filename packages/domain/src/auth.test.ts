import { describe, expect, it } from 'vitest';
import { SignInInputSchema, SignUpInputSchema } from './auth.ts';
import { parseAuthRole, parseAuthTab, toAuthRole, toRole } from './auth-roles.ts';
import { roleMismatchMessage } from './messages.ts';
import { authPath, dashboardPath, paths, profileSettingsPath } from './paths.ts';

const base = { email: 'Ana@Example.com ', password: 'violet-harbor-lantern-42', name: ' Ana ' };

describe('SignUpInputSchema', () => {
  it('accepts a business with a company name and normalises email and name', () => {
    const out = SignUpInputSchema.parse({ role: 'smb', ...base, companyName: 'Ana Bakes', location: '' });
    expect(out).toMatchObject({ role: 'smb', email: 'ana@example.com', name: 'Ana', companyName: 'Ana Bakes' });
    expect(out.location).toBeUndefined();
  });

  it('requires a company name for a business', () => {
    expect(SignUpInputSchema.safeParse({ role: 'smb', ...base }).success).toBe(false);
    expect(SignUpInputSchema.safeParse({ role: 'smb', ...base, companyName: '  ' }).success).toBe(false);
  });

  it('accepts an influencer with date of birth and option-list values, defaulting the lists to empty', () => {
    const out = SignUpInputSchema.parse({ role: 'influencer', ...base, dateOfBirth: '2000-02-29' });
    expect(out).toMatchObject({ dateOfBirth: '2000-02-29', preferredContentTypes: [], preferredIndustries: [] });
    const full = SignUpInputSchema.parse({
      role: 'influencer',
      ...base,
      preferredContentTypes: ['unboxing', 'live-streams'],
      preferredIndustries: ['technology'],
    });
    expect(full).toMatchObject({
      preferredContentTypes: ['unboxing', 'live-streams'],
      preferredIndustries: ['technology'],
    });
  });

  it.each([
    ['an impossible date', '2001-02-29'],
    ['a future date', '2999-01-01'],
    ['another format', '12/04/1998'],
  ])('refuses %s of birth', (_label, dateOfBirth) => {
    expect(SignUpInputSchema.safeParse({ role: 'influencer', ...base, dateOfBirth }).success).toBe(false);
  });

  it('treats an empty date of birth as not given', () => {
    const out = SignUpInputSchema.parse({ role: 'influencer', ...base, dateOfBirth: '' });
    expect(out).toMatchObject({ role: 'influencer' });
    expect('dateOfBirth' in out ? out.dateOfBirth : undefined).toBeUndefined();
  });

  it('refuses values outside the option lists', () => {
    expect(
      SignUpInputSchema.safeParse({ role: 'influencer', ...base, preferredContentTypes: ['dancing'] }).success,
    ).toBe(false);
    expect(SignUpInputSchema.safeParse({ role: 'influencer', ...base, preferredIndustries: ['finance'] }).success).toBe(
      false,
    );
  });

  it.each([
    ['7 characters', 'a'.repeat(7), false],
    ['8 characters', 'a'.repeat(8), true],
    ['128 characters', 'a'.repeat(128), true],
    ['129 characters', 'a'.repeat(129), false],
  ])('password of %s: accepted=%s (length rule; the server also refuses common passwords)', (_l, password, ok) => {
    expect(SignUpInputSchema.safeParse({ role: 'smb', ...base, password, companyName: 'X' }).success).toBe(ok);
  });

  it('refuses a bad email and a website without a scheme', () => {
    expect(SignUpInputSchema.safeParse({ role: 'smb', ...base, email: 'nope', companyName: 'X' }).success).toBe(false);
    expect(
      SignUpInputSchema.safeParse({ role: 'smb', ...base, companyName: 'X', websitePortfolio: 'example.com' }).success,
    ).toBe(false);
    expect(
      SignUpInputSchema.safeParse({ role: 'smb', ...base, companyName: 'X', websitePortfolio: 'https://example.com' })
        .success,
    ).toBe(true);
  });

  it('refuses an unknown role', () => {
    expect(SignUpInputSchema.safeParse({ role: 'admin', ...base }).success).toBe(false);
  });
});

/** The first problem's message: what the sign-up toast shows after 'Authentication failed: '. */
function firstMessage(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('sign-up messages are sentences for people', () => {
  const business = { role: 'smb', ...base, companyName: 'Ana Bakes' } as const;
  const influencer = { role: 'influencer', ...base } as const;

  it.each([
    ['a name of only spaces', { ...business, name: '   ' }, 'Enter your name.'],
    ['no name at all', { ...business, name: undefined }, 'Enter your name.'],
    ['a company name of only spaces', { ...business, companyName: ' ' }, 'Enter your company name.'],
    ['a bad email', { ...business, email: 'ana@' }, 'Enter a valid email address.'],
    ['a short password', { ...business, password: 'short' }, 'Password must be at least 8 characters.'],
    [
      'a date of birth in the future',
      { ...influencer, dateOfBirth: '2999-01-01' },
      'Enter a real date of birth in the past.',
    ],
    [
      'a date of birth in another format',
      { ...influencer, dateOfBirth: '12/04/1998' },
      'Enter your date of birth as YYYY-MM-DD.',
    ],
    [
      'a website without a scheme',
      { ...business, websitePortfolio: 'ana.com' },
      'Enter a full website link starting with http:// or https://.',
    ],
    [
      'a location that is too long',
      { ...business, location: 'x'.repeat(121) },
      'Location must be at most 120 characters.',
    ],
    [
      'an unknown content type',
      { ...influencer, preferredContentTypes: ['dancing'] },
      'Choose preferred content types from the list.',
    ],
    ['an unknown role', { ...business, role: 'admin' }, 'Choose Business or Influencer.'],
  ])('%s: %s', (_label, input, message) => {
    expect(firstMessage(SignUpInputSchema.safeParse(input))).toBe(message);
  });

  it('names the first problem in the order of the form', () => {
    const result = SignUpInputSchema.safeParse({ ...business, name: ' ', companyName: '', websitePortfolio: 'x' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Enter your name.',
      'Enter your company name.',
      'Enter a full website link starting with http:// or https://.',
    ]);
  });

  it('never names a field by its code or starts in lower case', () => {
    const inputs = [
      { ...business, name: '', companyName: '', email: 'x', password: '', location: 'x'.repeat(200) },
      {
        ...influencer,
        name: 7,
        dateOfBirth: '1999-02-30',
        preferredIndustries: ['finance'],
        instagram: 'x'.repeat(201),
      },
      { role: 'smb' },
    ];
    for (const input of inputs) {
      const issues = SignUpInputSchema.safeParse(input).error?.issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) {
        expect(issue.message).toMatch(/^[A-Z][^:]*\.$/);
        expect(issue.message).not.toMatch(/dateOfBirth|companyName|websitePortfolio|Invalid input/);
      }
    }
  });
});

describe('SignInInputSchema', () => {
  it('needs a role, an email and a password', () => {
    expect(SignInInputSchema.parse({ role: 'smb', email: 'A@B.co', password: 'x' })).toEqual({
      role: 'smb',
      email: 'a@b.co',
      password: 'x',
    });
    expect(SignInInputSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(false);
    expect(SignInInputSchema.safeParse({ role: 'smb', email: 'a@b.co', password: '' }).success).toBe(false);
  });

  it('asks for what is missing in a sentence', () => {
    expect(firstMessage(SignInInputSchema.safeParse({ role: 'smb', email: 'a@b.co', password: '' }))).toBe(
      'Enter your password.',
    );
    expect(firstMessage(SignInInputSchema.safeParse({ role: 'smb', email: 'a@', password: 'x' }))).toBe(
      'Enter a valid email address.',
    );
  });
});

describe('roles and the /auth query', () => {
  it('maps query roles to stored roles and back', () => {
    expect(toRole('smb')).toBe('SMB');
    expect(toRole('influencer')).toBe('Influencer');
    expect(toAuthRole('SMB')).toBe('smb');
    expect(toAuthRole('Influencer')).toBe('influencer');
  });

  it('defaults the role to smb and the tab to signin', () => {
    expect(parseAuthRole(null)).toBe('smb');
    expect(parseAuthRole('influencer')).toBe('influencer');
    expect(parseAuthRole('admin')).toBe('smb');
    expect(parseAuthTab(undefined)).toBe('signin');
    expect(parseAuthTab('signup')).toBe('signup');
    expect(parseAuthTab('other')).toBe('signin');
  });

  it('words the role mismatch exactly as the spec', () => {
    expect(roleMismatchMessage('SMB')).toBe(
      'This account is registered as a Business. Please use the correct login page.',
    );
    expect(roleMismatchMessage('Influencer')).toBe(
      'This account is registered as an Influencer. Please use the correct login page.',
    );
  });

  it('builds the paths of B2', () => {
    expect(authPath()).toBe('/auth');
    expect(authPath({ role: 'smb', tab: 'signup' })).toBe('/auth?role=smb&tab=signup');
    expect(authPath({ role: 'influencer' })).toBe('/auth?role=influencer');
    expect(dashboardPath('SMB')).toBe('/smb-dashboard');
    expect(dashboardPath('Influencer')).toBe('/influencer-dashboard');
    expect(profileSettingsPath('SMB')).toBe('/smb-profile-settings');
    expect(profileSettingsPath('Influencer')).toBe('/influencer-profile-settings');
    expect(paths.editCampaign('42')).toBe('/edit-campaign/42');
    expect(paths.campaignAnalytics('7')).toBe('/campaign-analytics/7');
  });
});
