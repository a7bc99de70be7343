// /auth: role picker, Sign In and Sign Up (B2 "Auth screen", B4, B5, B8 Auth). Both forms are checked with the
// server's schemas before anything is sent: each problem shows beside its field, the first in the spec's toast.
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { SignUpInput } from '@microreach/domain/auth';
import { type AuthRole, type AuthTab, parseAuthRole, parseAuthTab } from '@microreach/domain/auth-roles';
import { SIGN_IN_REDIRECT_DELAY_MS, SIGN_UP_REDIRECT_DELAY_MS } from '@microreach/domain/constants';
import type { ErrorCode } from '@microreach/domain/errors';
import { authMessages } from '@microreach/domain/messages';
import { optionLabel, PREFERRED_CONTENT_TYPES, PREFERRED_INDUSTRIES } from '@microreach/domain/options';
import { dashboardPath, paths, profileSettingsPath } from '@microreach/domain/paths';
import { IconArrowLeft, IconBriefcase, IconSparkles } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useSignIn, useSignUp } from '../api/sign-in';

const THEME = {
  smb: { color: 'teal', gradient: 'linear-gradient(135deg, #e6fcf5 0%, #f8f9fa 60%)', label: 'Business Account' },
  influencer: {
    color: 'pink',
    gradient: 'linear-gradient(135deg, #fff0f6 0%, #f8f9fa 60%)',
    label: 'Influencer Account',
  },
} as const;

const EMPTY_SIGN_UP = {
  email: '',
  password: '',
  name: '',
  companyName: '',
  dateOfBirth: '',
  preferredContentTypes: [] as string[],
  preferredIndustries: [] as string[],
  location: '',
  instagram: '',
  tiktok: '',
  twitter: '',
  youtube: '',
  websitePortfolio: '',
};
type SignUpFields = typeof EMPTY_SIGN_UP;
type ContentType = (typeof PREFERRED_CONTENT_TYPES)[number];
type Industry = (typeof PREFERRED_INDUSTRIES)[number];

/** The sign-up request for the chosen role: each role sends its own fields. */
function toSignUpInput(role: AuthRole, f: SignUpFields): SignUpInput {
  const common = {
    email: f.email,
    password: f.password,
    name: f.name,
    location: f.location,
    instagram: f.instagram,
    tiktok: f.tiktok,
    twitter: f.twitter,
    youtube: f.youtube,
    websitePortfolio: f.websitePortfolio,
  };
  return role === 'smb'
    ? { role, ...common, companyName: f.companyName }
    : {
        role,
        ...common,
        dateOfBirth: f.dateOfBirth,
        preferredContentTypes: f.preferredContentTypes as ContentType[],
        preferredIndustries: f.preferredIndustries as Industry[],
      };
}

/** Refusals of a sign-up that concern one field: the message shows beside it too. */
const SIGN_UP_FIELD_OF_CODE: Partial<Record<ErrorCode, keyof SignUpFields>> = {
  WEAK_PASSWORD: 'password',
};

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

// The sign-up and sign-in schemas (and zod with them) load after the page shows (issue 15: its first download).
const loadAuthSchemas = () => import('@microreach/domain/auth');
const loadSignInSchema = () => loadAuthSchemas().then((m) => m.SignInInputSchema);
const loadSignUpSchema = () => loadAuthSchemas().then((m) => m.SignUpInputSchema);

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const role = parseAuthRole(params.get('role'));
  const tab = parseAuthTab(params.get('tab'));
  const navigate = useNavigate();
  const theme = THEME[role];

  const setRole = (next: AuthRole) => setParams({ role: next, tab }, { replace: true });
  const setTab = (next: AuthTab) => setParams({ role, tab: next }, { replace: true });

  const signInForm = useSchemaForm({
    schema: loadSignInSchema,
    initialValues: { email: '', password: '' },
    toInput: (values) => ({ role, ...values }),
  });
  const signUpForm = useSchemaForm({
    schema: loadSignUpSchema,
    initialValues: EMPTY_SIGN_UP,
    toInput: (values) => toSignUpInput(role, values),
  });
  const [isRedirecting, setRedirecting] = useState(false);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const isBusy = signIn.isPending || signUp.isPending;

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSignIn(e: FormEvent) {
    e.preventDefault();
    // The schemas (and zod) load right after the page shows; a submit before they have waits for them.
    if (!(await signInForm.ready())) return;
    const problem = signInForm.validate();
    if (problem) {
      toast.error(authMessages.signInFailed(problem));
      return;
    }
    try {
      const user = await signIn.mutateAsync({ role, ...signInForm.form.getValues() });
      if (!user) {
        toast.error(authMessages.signInNoUser);
        return;
      }
      toast.success(authMessages.welcomeBackTitle, authMessages.welcomeBackBody(user.role));
      setRedirecting(true);
      timer.current = setTimeout(() => navigate(dashboardPath(user.role)), SIGN_IN_REDIRECT_DELAY_MS);
    } catch (err) {
      // These two come from the server already worded as the spec's toast.
      if (err instanceof ApiRequestError && (err.code === 'ROLE_MISMATCH' || err.code === 'PROFILE_MISSING')) {
        toast.error(err.message);
      } else {
        signInForm.showServerErrors(err);
        toast.error(authMessages.signInFailed(errorMessage(err)));
      }
    }
  }

  async function onSignUp(e: FormEvent) {
    e.preventDefault();
    // The server's schema, checked here first: each problem shows beside its field, the first is named in the toast,
    // and no request is made.
    if (!(await signUpForm.ready())) return;
    const problem = signUpForm.validate();
    if (problem) {
      toast.error(authMessages.signUpFailed(problem));
      return;
    }
    try {
      const user = await signUp.mutateAsync(toSignUpInput(role, signUpForm.form.getValues()));
      if (!user) {
        toast.error(authMessages.noUserCreated);
        return;
      }
      signUpForm.form.reset();
      toast.success(authMessages.welcomeTitle, authMessages.welcomeBody);
      setRedirecting(true);
      timer.current = setTimeout(() => navigate(profileSettingsPath(user.role)), SIGN_UP_REDIRECT_DELAY_MS);
    } catch (err) {
      signUpForm.showServerErrors(err, SIGN_UP_FIELD_OF_CODE);
      toast.error(authMessages.signUpFailed(errorMessage(err)));
    }
  }

  const signInFields = signInForm.form;
  const signUpFields = signUpForm.form;

  return (
    <Box mih="100vh" py={{ base: 'md', sm: 'xl' }} style={{ background: theme.gradient }}>
      <Container size={560} component="main">
        <Anchor component={Link} to={paths.home} c="dimmed" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to home
          </Group>
        </Anchor>

        <Stack align="center" gap={4} mt="md" mb="lg">
          <Title order={1} ta="center">
            Join the Marketplace
          </Title>
          <Text c="dimmed">Choose your role to get started</Text>
        </Stack>

        <SimpleGrid cols={2} spacing="sm" role="group" aria-label="Choose your role">
          <RoleCard
            selected={role === 'smb'}
            color="teal"
            icon={<IconBriefcase size={22} />}
            title="Business"
            subtitle="Create campaigns"
            onSelect={() => setRole('smb')}
          />
          <RoleCard
            selected={role === 'influencer'}
            color="pink"
            icon={<IconSparkles size={22} />}
            title="Influencer"
            subtitle="Join campaigns"
            onSelect={() => setRole('influencer')}
          />
        </SimpleGrid>
        <Group justify="center" my="md">
          <Badge color={theme.color} variant="light" size="lg">
            Selected: {theme.label}
          </Badge>
        </Group>

        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Tabs value={tab} onChange={(v) => setTab(parseAuthTab(v))} color={theme.color} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="signin">Sign In</Tabs.Tab>
              <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="signin">
              {/* noValidate: the schema's problems show beside the fields instead of the browser's bubbles. */}
              <form noValidate onSubmit={onSignIn}>
                <Stack>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    key={signInFields.key('email')}
                    {...signInFields.getInputProps('email')}
                  />
                  <PasswordInput
                    label="Password"
                    autoComplete="current-password"
                    required
                    key={signInFields.key('password')}
                    {...signInFields.getInputProps('password')}
                    // Mantine's PasswordInput marks its input invalid only in style: say it to assistive technology too.
                    aria-invalid={Boolean(signInFields.errors.password) || undefined}
                  />
                  <Anchor
                    component={Link}
                    to={params.get('role') ? `${paths.forgotPassword}?role=${role}` : paths.forgotPassword}
                    size="sm"
                    ta="right"
                  >
                    Forgot password?
                  </Anchor>
                  <Button type="submit" color={theme.color} disabled={isBusy || isRedirecting} fullWidth>
                    {signIn.isPending ? 'Signing in...' : 'Sign In'}
                  </Button>
                </Stack>
              </form>
            </Tabs.Panel>

            <Tabs.Panel value="signup">
              <form noValidate onSubmit={onSignUp}>
                <Stack>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    key={signUpFields.key('email')}
                    {...signUpFields.getInputProps('email')}
                  />
                  <PasswordInput
                    label="Password"
                    autoComplete="new-password"
                    description="At least 8 characters; avoid common passwords."
                    required
                    key={signUpFields.key('password')}
                    {...signUpFields.getInputProps('password')}
                    aria-invalid={Boolean(signUpFields.errors.password) || undefined}
                  />
                  <TextInput
                    label="Full Name"
                    autoComplete="name"
                    required
                    key={signUpFields.key('name')}
                    {...signUpFields.getInputProps('name')}
                  />
                  {role === 'smb' ? (
                    <TextInput
                      label="Company Name"
                      autoComplete="organization"
                      required
                      key={signUpFields.key('companyName')}
                      {...signUpFields.getInputProps('companyName')}
                    />
                  ) : (
                    <>
                      <TextInput
                        label="Date of Birth"
                        type="date"
                        autoComplete="bday"
                        max={new Date().toISOString().slice(0, 10)}
                        key={signUpFields.key('dateOfBirth')}
                        {...signUpFields.getInputProps('dateOfBirth')}
                      />
                      <Checkbox.Group
                        label="Preferred Content Types"
                        key={signUpFields.key('preferredContentTypes')}
                        {...signUpFields.getInputProps('preferredContentTypes')}
                      >
                        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
                          {PREFERRED_CONTENT_TYPES.map((v) => (
                            <Checkbox key={v} value={v} label={optionLabel(v)} color="pink" />
                          ))}
                        </SimpleGrid>
                      </Checkbox.Group>
                      <Checkbox.Group
                        label="Preferred Industries"
                        key={signUpFields.key('preferredIndustries')}
                        {...signUpFields.getInputProps('preferredIndustries')}
                      >
                        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
                          {PREFERRED_INDUSTRIES.map((v) => (
                            <Checkbox key={v} value={v} label={optionLabel(v)} color="pink" />
                          ))}
                        </SimpleGrid>
                      </Checkbox.Group>
                    </>
                  )}
                  <TextInput
                    label="Location (optional)"
                    autoComplete="address-level2"
                    key={signUpFields.key('location')}
                    {...signUpFields.getInputProps('location')}
                  />
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <TextInput
                      label="Instagram (optional)"
                      placeholder="@handle"
                      key={signUpFields.key('instagram')}
                      {...signUpFields.getInputProps('instagram')}
                    />
                    <TextInput
                      label="TikTok (optional)"
                      placeholder="@handle"
                      key={signUpFields.key('tiktok')}
                      {...signUpFields.getInputProps('tiktok')}
                    />
                    <TextInput
                      label="Twitter / X (optional)"
                      placeholder="@handle"
                      key={signUpFields.key('twitter')}
                      {...signUpFields.getInputProps('twitter')}
                    />
                    <TextInput
                      label="YouTube (optional)"
                      placeholder="@channel"
                      key={signUpFields.key('youtube')}
                      {...signUpFields.getInputProps('youtube')}
                    />
                  </SimpleGrid>
                  <TextInput
                    label="Website / Portfolio (optional)"
                    type="url"
                    placeholder="https://"
                    key={signUpFields.key('websitePortfolio')}
                    {...signUpFields.getInputProps('websitePortfolio')}
                  />
                  <Button type="submit" color={theme.color} disabled={isBusy || isRedirecting} fullWidth>
                    {signUp.isPending ? 'Creating account...' : 'Create Account'}
                  </Button>
                </Stack>
              </form>
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Container>
    </Box>
  );
}

function RoleCard(props: {
  selected: boolean;
  color: string;
  icon: ReactNode;
  title: string;
  subtitle: string;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton
      onClick={props.onSelect}
      aria-pressed={props.selected}
      p="md"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        border: `2px solid var(--mantine-color-${props.selected ? `${props.color}-6` : 'gray-3'})`,
        background: props.selected ? `var(--mantine-color-${props.color}-0)` : 'var(--mantine-color-white)',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color={props.color} variant={props.selected ? 'filled' : 'light'} size={40} radius="md" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <div>
          <Text fw={700}>{props.title}</Text>
          <Text size="sm" c="dimmed">
            {props.subtitle}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
