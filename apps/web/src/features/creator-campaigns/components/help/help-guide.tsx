// /help (C2 "Help guide"): how creators join, post, submit and get paid, and the rules that decide a payout (C5, C9).
import { Badge, Box, Button, Card, Code, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paths } from '@microreach/domain/paths';
import {
  IconBulb,
  IconCash,
  IconChecklist,
  IconHelpCircle,
  IconLayoutDashboard,
  IconMovie,
  IconRocket,
  IconSearch,
  IconShieldCheck,
  IconUpload,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HelpHero, HelpRule, HelpSection as SharedHelpSection } from '#web/components/help-guide-layout';
import {
  EXAMPLE_FORMATS,
  HELP_RULES,
  HELP_SECTIONS,
  type HelpSectionId,
  LINK_FORMATS,
  PLAYBOOK_TIPS,
  PROGRESS_STAGES,
} from './help-content';

const ICONS: Record<HelpSectionId, ReactNode> = {
  'quick-start': <IconRocket size={20} />,
  'upload-your-content': <IconUpload size={20} />,
  'how-payouts-work': <IconCash size={20} />,
  'verification-policy': <IconShieldCheck size={20} />,
  'creative-playbook': <IconBulb size={20} />,
  'example-videos': <IconMovie size={20} />,
  'approvals-revisions': <IconChecklist size={20} />,
  support: <IconHelpCircle size={20} />,
};

function titleOf(id: HelpSectionId): string {
  return HELP_SECTIONS.find((s) => s.id === id)?.title ?? id;
}

function DashboardButton({ variant = 'filled' }: { variant?: 'filled' | 'default' }) {
  return (
    <Button
      component={Link}
      to={paths.influencerDashboard}
      color="pink"
      variant={variant}
      leftSection={<IconLayoutDashboard size={16} />}
    >
      Go to Creator Dashboard
    </Button>
  );
}

function BrowseButton({ variant = 'default' }: { variant?: 'filled' | 'default' }) {
  return (
    <Button
      component={Link}
      to={paths.browseCampaigns}
      color="pink"
      variant={variant}
      leftSection={<IconSearch size={16} />}
    >
      Browse Campaigns
    </Button>
  );
}

export function HelpGuide() {
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Hero />

      <HelpSection id="quick-start">
        <List type="ordered" spacing="sm" size="sm">
          <List.Item>
            <strong>Complete your profile.</strong> Add the Instagram and TikTok handles you will post from; payouts are
            checked against them.
          </List.Item>
          <List.Item>
            <strong>Find a campaign.</strong> On Browse Campaigns, joining a Public campaign approves you at once; on a
            Private campaign the brand reviews your application first.
          </List.Item>
          <List.Item>
            <strong>Read the brief.</strong> View Details on your dashboard shows the description, content guidelines
            and hashtags in full.
          </List.Item>
          <List.Item>
            <strong>Post, then submit the link.</strong> Publish on Instagram or TikTok and add the link with Upload
            Content.
          </List.Item>
          <List.Item>
            <strong>Track and get paid.</strong> Views, likes, comments and earnings appear on your dashboard.
          </List.Item>
        </List>
        <Rule>
          During the beta you can take part in up to {HELP_RULES.maxActivePartnerships} active partnerships at a time.
        </Rule>
      </HelpSection>

      <HelpSection id="upload-your-content">
        <List type="ordered" spacing="sm" size="sm">
          <List.Item>
            Open your Creator Dashboard. Upload Content appears on a campaign card once your application is approved and
            the campaign is Live.
          </List.Item>
          <List.Item>Choose the platform: Instagram or TikTok.</List.Item>
          <List.Item>Paste the link to your post and select Submit.</List.Item>
        </List>
        <Title order={3} size="h5" mt="md" mb="xs">
          Accepted link formats
        </Title>
        <List spacing="xs" size="sm" aria-label="Accepted link formats">
          {LINK_FORMATS.map((f) => (
            <List.Item key={f.label}>
              {f.label}: <Code style={{ overflowWrap: 'anywhere' }}>{f.example}</Code>
            </List.Item>
          ))}
        </List>
        <Rule>
          Maximum {HELP_RULES.maxPostsPerDeliverable} posts per deliverable, if the brief allows more than one. Each
          campaign card has {HELP_RULES.contentSlots} content slots, and each post link can be submitted once.
        </Rule>
        <Text size="sm" c="dimmed" mt="xs">
          A new post starts at zero views, likes, comments, shares and earnings. Statistics update daily, not in real
          time.
        </Text>
      </HelpSection>

      <HelpSection id="how-payouts-work">
        <List spacing="sm" size="sm">
          <List.Item>
            <strong>Minimum payout:</strong> {HELP_RULES.minPayout} per approved post.
          </List.Item>
          <List.Item>
            <strong>When:</strong> payouts typically arrive within {HELP_RULES.payoutDays} days of brand approval or
            campaign end.
          </List.Item>
          <List.Item>
            <strong>Platform service fee:</strong> {HELP_RULES.feePercent}% of your earnings. The Earnings page shows
            the fee and your net amount for every payment.
          </List.Item>
          <List.Item>
            <strong>Micro-creator boost:</strong> accounts under {HELP_RULES.boostFollowerLimit} followers get a boost:{' '}
            {HELP_RULES.boostPercent}% more on what views and engagement pay. The count is the one read from your
            connected account; a count you type yourself gets no boost.
          </List.Item>
          <List.Item>
            <strong>Taxes:</strong> tax forms may be required above a threshold.
          </List.Item>
        </List>
      </HelpSection>

      <HelpSection id="verification-policy">
        <List spacing="sm" size="sm">
          <List.Item>
            <strong>Same handle:</strong> the post must be on the same handle as your profile. A post from another
            account makes the payout invalid.
          </List.Item>
          <List.Item>
            <strong>Stay public:</strong> posts stay public during the tracking window, so their views, likes and
            comments can be counted.
          </List.Item>
          <List.Item>
            <strong>Leaving is final:</strong> once you leave a campaign you may not rejoin it.
          </List.Item>
        </List>
      </HelpSection>

      <HelpSection id="creative-playbook">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {PLAYBOOK_TIPS.map((tip) => (
            <Box key={tip.title}>
              <Text fw={600} size="sm">
                {tip.title}
              </Text>
              <Text size="sm" c="dimmed">
                {tip.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </HelpSection>

      <HelpSection id="example-videos">
        <Text size="sm" c="dimmed" mb="sm">
          Formats that work well for short, sponsored posts. Each stays within {HELP_RULES.videoSeconds}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {EXAMPLE_FORMATS.map((f) => (
            <Card key={f.title} withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
                <Title order={3} size="h6">
                  {f.title}
                </Title>
                <Badge variant="light" color="pink">
                  {f.length}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {f.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </HelpSection>

      <HelpSection id="approvals-revisions">
        <List spacing="sm" size="sm">
          <List.Item>
            <strong>Review:</strong> brands aim to review a post within {HELP_RULES.reviewHours} hours.
          </List.Item>
          <List.Item>
            <strong>Revisions:</strong> if a brand asks for a minor fix, make it within {HELP_RULES.fixHours} hours.
          </List.Item>
        </List>
        <Title order={3} size="h5" mt="md" mb="xs">
          Progress stages
        </Title>
        <List type="ordered" spacing="xs" size="sm" aria-label="Progress stages">
          {PROGRESS_STAGES.map((stage) => (
            <List.Item key={stage.name}>
              <strong>{stage.name}:</strong> {stage.text}
            </List.Item>
          ))}
        </List>
      </HelpSection>

      <HelpSection id="support">
        <Text size="sm">
          Questions about a brief, a deadline or a revision? Message the brand from its campaign card on your Creator
          Dashboard; brands see those messages first. For your numbers, the dashboard and the Earnings page show every
          post, figure and payment.
        </Text>
        <Group gap="sm" mt="md">
          <DashboardButton />
          <BrowseButton />
        </Group>
      </HelpSection>
    </Stack>
  );
}

function Hero() {
  return (
    <HelpHero
      color="pink"
      badge="For creators"
      title="Creator Help Guide"
      intro="Everything you need to join campaigns, post content that brands approve, and get paid: the steps, the link formats and the rules that decide a payout."
      actions={
        <>
          <BrowseButton variant="filled" />
          <DashboardButton variant="default" />
        </>
      }
      topics={HELP_SECTIONS}
    />
  );
}

function HelpSection({ id, children }: { id: HelpSectionId; children: ReactNode }) {
  return (
    <SharedHelpSection id={id} title={titleOf(id)} icon={ICONS[id]} color="pink">
      {children}
    </SharedHelpSection>
  );
}

function Rule({ children }: { children: ReactNode }) {
  return <HelpRule color="pink">{children}</HelpRule>;
}
