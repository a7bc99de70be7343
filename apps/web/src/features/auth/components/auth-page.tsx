// /auth: role picker, Sign In and Sign Up (B2 "Auth screen", B4, B5, B8 Auth).
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
import {
  type AuthRole,
  type AuthTab,
  authMessages,
  dashboardPath,
  GENERIC_ERROR,
  optionLabel,
  PREFERRED_CONTENT_TYPES,
  PREFERRED_INDUSTRIES,
  parseAuthRole,
  parseAuthTab,
  paths,
  profileSettingsPath,
  SIGN_IN_REDIRECT_DELAY_MS,
  SIGN_UP_REDIRECT_DELAY_MS,
  type SignUpInput,
  SignUpInputSchema,
} from '@microreach/domain';
import { IconArrowLeft, IconBriefcase, IconSparkles } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSignIn, useSignUp } from '../api/session';

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

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const role = parseAuthRole(params.get('role'));
  const tab = parseAuthTab(params.get('tab'));
  const navigate = useNavigate();
  const theme = THEME[role];

  const setRole = (next: AuthRole) => setParams({ role: next, tab }, { replace: true });
  const setTab = (next: AuthTab) => setParams({ role, tab: next }, { replace: true });

  const [signInFields, setSignInFields] = useState({ email: '', password: '' });
  const [signUpFields, setSignUpFields] = useState<SignUpFields>(EMPTY_SIGN_UP);
  const [isRedirecting, setRedirecting] = useState(false);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const isBusy = signIn.isPending || signUp.isPending;

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSignIn(e: FormEvent) {
    e.preventDefault();
    try {
      const user = await signIn.mutateAsync({ role, ...signInFields });
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
      } else toast.error(authMessages.signInFailed(errorMessage(err)));
    }
  }

  async function onSignUp(e: FormEvent) {
    e.preventDefault();
    const f = signUpFields;
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
    const input: SignUpInput =
      role === 'smb'
        ? { role, ...common, companyName: f.companyName }
        : {
            role,
            ...common,
            dateOfBirth: f.dateOfBirth,
            preferredContentTypes: f.preferredContentTypes as ContentType[],
            preferredIndustries: f.preferredIndustries as Industry[],
          };
    // The server's schema, checked here first: a problem is named in a sentence and no request is made.
    const checked = SignUpInputSchema.safeParse(input);
    if (!checked.success) {
      toast.error(authMessages.signUpFailed(checked.error.issues[0]?.message ?? GENERIC_ERROR));
      return;
    }
    try {
      const user = await signUp.mutateAsync(input);
      if (!user) {
        toast.error(authMessages.noUserCreated);
        return;
      }
      setSignUpFields(EMPTY_SIGN_UP);
      toast.success(authMessages.welcomeTitle, authMessages.welcomeBody);
      setRedirecting(true);
      timer.current = setTimeout(() => navigate(profileSettingsPath(user.role)), SIGN_UP_REDIRECT_DELAY_MS);
    } catch (err) {
      toast.error(authMessages.signUpFailed(errorMessage(err)));
    }
  }

  const set =
    <K extends keyof SignUpFields>(key: K) =>
    (value: SignUpFields[K]) =>
      setSignUpFields((prev) => ({ ...prev, [key]: value }));

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
              <form onSubmit={onSignIn}>
                <Stack>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    value={signInFields.email}
                    onChange={(e) => {
                      const email = e.currentTarget.value;
                      setSignInFields((p) => ({ ...p, email }));
                    }}
                  />
                  <PasswordInput
                    label="Password"
                    autoComplete="current-password"
                    required
                    value={signInFields.password}
                    onChange={(e) => {
                      const password = e.currentTarget.value;
                      setSignInFields((p) => ({ ...p, password }));
                    }}
                  />
                  <Button type="submit" color={theme.color} disabled={isBusy || isRedirecting} fullWidth>
                    {signIn.isPending ? 'Signing in...' : 'Sign In'}
                  </Button>
                </Stack>
              </form>
            </Tabs.Panel>

            <Tabs.Panel value="signup">
              <form onSubmit={onSignUp}>
                <Stack>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    value={signUpFields.email}
                    onChange={(e) => set('email')(e.currentTarget.value)}
                  />
                  <PasswordInput
                    label="Password"
                    autoComplete="new-password"
                    description="At least 8 characters; avoid common passwords."
                    required
                    value={signUpFields.password}
                    onChange={(e) => set('password')(e.currentTarget.value)}
                  />
                  <TextInput
                    label="Full Name"
                    autoComplete="name"
                    required
                    value={signUpFields.name}
                    onChange={(e) => set('name')(e.currentTarget.value)}
                  />
                  {role === 'smb' ? (
                    <TextInput
                      label="Company Name"
                      autoComplete="organization"
                      required
                      value={signUpFields.companyName}
                      onChange={(e) => set('companyName')(e.currentTarget.value)}
                    />
                  ) : (
                    <>
                      <TextInput
                        label="Date of Birth"
                        type="date"
                        autoComplete="bday"
                        max={new Date().toISOString().slice(0, 10)}
                        value={signUpFields.dateOfBirth}
                        onChange={(e) => set('dateOfBirth')(e.currentTarget.value)}
                      />
                      <Checkbox.Group
                        label="Preferred Content Types"
                        value={signUpFields.preferredContentTypes}
                        onChange={set('preferredContentTypes')}
                      >
                        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
                          {PREFERRED_CONTENT_TYPES.map((v) => (
                            <Checkbox key={v} value={v} label={optionLabel(v)} color="pink" />
                          ))}
                        </SimpleGrid>
                      </Checkbox.Group>
                      <Checkbox.Group
                        label="Preferred Industries"
                        value={signUpFields.preferredIndustries}
                        onChange={set('preferredIndustries')}
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
                    value={signUpFields.location}
                    onChange={(e) => set('location')(e.currentTarget.value)}
                  />
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <TextInput
                      label="Instagram (optional)"
                      placeholder="@handle"
                      value={signUpFields.instagram}
                      onChange={(e) => set('instagram')(e.currentTarget.value)}
                    />
                    <TextInput
                      label="TikTok (optional)"
                      placeholder="@handle"
                      value={signUpFields.tiktok}
                      onChange={(e) => set('tiktok')(e.currentTarget.value)}
                    />
                    <TextInput
                      label="Twitter / X (optional)"
                      placeholder="@handle"
                      value={signUpFields.twitter}
                      onChange={(e) => set('twitter')(e.currentTarget.value)}
                    />
                    <TextInput
                      label="YouTube (optional)"
                      placeholder="@channel"
                      value={signUpFields.youtube}
                      onChange={(e) => set('youtube')(e.currentTarget.value)}
                    />
                  </SimpleGrid>
                  <TextInput
                    label="Website / Portfolio (optional)"
                    type="url"
                    placeholder="https://"
                    value={signUpFields.websitePortfolio}
                    onChange={(e) => set('websitePortfolio')(e.currentTarget.value)}
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
