// /help for businesses: how to post a campaign, review applicants, fund a campaign and pay for posts, and read its
// analytics.
import { Button, List, Stack, Text } from '@mantine/core';
import { paths } from '@microreach/domain/paths';
import {
  IconCash,
  IconChartBar,
  IconHelpCircle,
  IconLayoutDashboard,
  IconPlus,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HelpHero, HelpRule, HelpSection } from '#web/components/help-guide-layout';
import { BUSINESS_HELP_RULES, BUSINESS_HELP_SECTIONS, type BusinessHelpSectionId } from './business-help-content';

const ICONS: Record<BusinessHelpSectionId, ReactNode> = {
  'post-a-campaign': <IconPlus size={20} />,
  'review-applicants': <IconUsers size={20} />,
  'funding-payments': <IconCash size={20} />,
  analytics: <IconChartBar size={20} />,
  support: <IconHelpCircle size={20} />,
};

type Variant = 'filled' | 'default';

function CreateCampaignButton({ variant = 'filled' }: { variant?: Variant }) {
  return (
    <Button
      component={Link}
      to={paths.createCampaign}
      color="teal"
      variant={variant}
      leftSection={<IconPlus size={16} />}
    >
      Create Campaign
    </Button>
  );
}

function DashboardButton({ variant = 'default' }: { variant?: Variant }) {
  return (
    <Button
      component={Link}
      to={paths.smbDashboard}
      color="teal"
      variant={variant}
      leftSection={<IconLayoutDashboard size={16} />}
    >
      Go to Campaign Dashboard
    </Button>
  );
}

function FindInfluencersButton() {
  return (
    <Button
      component={Link}
      to={paths.findInfluencers}
      color="teal"
      variant="default"
      leftSection={<IconSearch size={16} />}
    >
      Find Influencers
    </Button>
  );
}

function Section({ id, children }: { id: BusinessHelpSectionId; children: ReactNode }) {
  const title = BUSINESS_HELP_SECTIONS.find((s) => s.id === id)?.title ?? id;
  return (
    <HelpSection id={id} title={title} icon={ICONS[id]} color="teal">
      {children}
    </HelpSection>
  );
}

function Rule({ children }: { children: ReactNode }) {
  return <HelpRule color="teal">{children}</HelpRule>;
}

export function BusinessHelpGuide() {
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <HelpHero
        color="teal"
        badge="For businesses"
        title="Business Help Guide"
        intro="How to post a campaign, choose the creators who take part, pay for their posts and follow the results."
        actions={
          <>
            <CreateCampaignButton />
            <DashboardButton />
          </>
        }
        topics={BUSINESS_HELP_SECTIONS}
      />

      <Section id="post-a-campaign">
        <List type="ordered" spacing="sm" size="sm">
          <List.Item>
            <strong>Start a campaign.</strong> Select Create Campaign on your Campaign Dashboard. The form has four
            parts: Campaign Details, Campaign Requirements, Budget & Payments and Campaign Status.
          </List.Item>
          <List.Item>
            <strong>Save a draft while you work.</strong> Save Draft needs only a campaign name and a total budget. You
            stay on the page, and the campaign waits under the Draft tab of your dashboard until you launch it.
          </List.Item>
          <List.Item>
            <strong>Launch when it is complete.</strong> Launch needs a name, a description, a niche, a start and an end
            date, and a total budget. A launched campaign is Live: creators can find it in Browse Campaigns.
          </List.Item>
          <List.Item>
            <strong>Choose who may join.</strong> On a Public campaign a creator who joins is approved at once. On a
            Private campaign each application waits for your review. New campaigns are{' '}
            {BUSINESS_HELP_RULES.defaultVisibility} unless you choose otherwise.
          </List.Item>
          <List.Item>
            <strong>Change it later.</strong> The menu on each campaign card offers Edit Campaign, Pause Campaign,
            Resume Campaign, Publish Campaign and Delete Campaign, as the campaign's status allows. Saving a Live
            campaign as a draft takes it off Browse Campaigns until you launch it again. Pausing stops new joins and
            posts; posts already submitted keep their review, tracking and pay.
          </List.Item>
          <List.Item>
            <strong>End it early.</strong> Once any influencer has applied or joined, a campaign cannot be deleted: its
            card offers End Campaign instead. Ending stops new joins, invitations and posts; posts already submitted
            finish their review and tracking and are paid from the campaign's funds, and then what is left returns to
            your wallet.
          </List.Item>
        </List>
        <Rule>
          A campaign runs at most {BUSINESS_HELP_RULES.maxCampaignDays} days, and its end date cannot be before its
          start date. The budget per influencer cannot be more than the total budget.
        </Rule>
      </Section>

      <Section id="review-applicants">
        <List spacing="sm" size="sm">
          <List.Item>
            <strong>See who applied.</strong> Manage Influencers on a campaign card lists every creator who joined or
            applied, with their status. View Profile shows a creator's public profile.
          </List.Item>
          <List.Item>
            <strong>Accept or reject.</strong> Pending applications, those to your Private campaigns, have Accept and
            Reject buttons. An accepted creator can submit posts for the campaign while it is Live; a rejected one is
            told the application was not accepted.
          </List.Item>
          <List.Item>
            <strong>Public joins.</strong> Creators who join a Public campaign are approved at once, so there is nothing
            to review.
          </List.Item>
          <List.Item>
            <strong>Creators who leave</strong> keep their place in the list with their status struck through, and
            cannot join the campaign again.
          </List.Item>
        </List>
        <Rule>
          Max Influencers caps how many creators take part: once the campaign has that many, a Public campaign takes no
          more joins and Accept is refused. Leave the field empty for Unlimited.
        </Rule>
      </Section>

      <Section id="funding-payments">
        <List spacing="sm" size="sm">
          <List.Item>
            <strong>Add money.</strong> Payments in the top bar leads to the Payments & Funding page. Add Funds takes
            you to the payment provider's checkout page; once you have paid, the amount is in your Current Balance.
          </List.Item>
          <List.Item>
            <strong>Fund a campaign.</strong> Fund, on each Live, Paused or Draft campaign, moves money from your
            balance into the campaign, where it waits for the creators' earnings. Transaction History lists every
            movement.
          </List.Item>
          <List.Item>
            <strong>Take unspent money back.</strong> Withdraw balance returns money in your wallet to the payments it
            came from, oldest first, as refunds. If a card's holder disputes a payment, its amount leaves your wallet
            (below zero if it was spent) until the dispute is decided; below zero, add funds before you fund or launch a
            campaign. A disputed payment takes no refund while its dispute is open or after it is lost, not even its
            undisputed part, so Available to withdraw leaves it out; that money can still fund campaigns.
          </List.Item>
          <List.Item>
            <strong>Review each post.</strong> Review Content on a campaign card lists the posts creators submitted.
            Approve a post or ask for a fix within {BUSINESS_HELP_RULES.reviewHours} hours, or it is approved
            automatically; the creator has {BUSINESS_HELP_RULES.fixHours} hours to make a fix.
          </List.Item>
          <List.Item>
            <strong>Pay for results.</strong> An approved post earns by the campaign's pay terms while its views and
            engagement are tracked for {BUSINESS_HELP_RULES.trackingDays} days; then its earnings are paid from the
            campaign's money (Pay now pays them at once). Creators pay the {BUSINESS_HELP_RULES.feePercent}% platform
            fee out of their earnings.
          </List.Item>
        </List>
        <Rule>
          The total budget and the budget per influencer cap what creators can earn, and every approved post earns at
          least {BUSINESS_HELP_RULES.minPayout} within them. Total Spent and each card's budget bar add up what your
          campaigns have paid creators: earnings made final and paid from the campaign's money. Earnings still in review
          or tracking are set aside as Pending on Payments &amp; Funding, and earnings the campaign's money cannot cover
          wait until you fund it.
        </Rule>
        <Text size="sm" c="dimmed" mt="xs">
          When MicroReach runs in test mode, the money pages say "{BUSINESS_HELP_RULES.testModeBanner}": checkout is a
          test page and no card is charged.
        </Text>
      </Section>

      <Section id="analytics">
        <Text size="sm">
          Each campaign card on your dashboard adds up the views, likes, comments and shares of the posts creators have
          submitted for it. View Analytics opens the campaign's Campaign Analytics page: its budget and spending, its
          performance and trends over time, every creator taking part, every video with its figures and earnings, the
          top performing content and insights, with the participants and the posts to export as CSV.
        </Text>
      </Section>

      <Section id="support">
        <Text size="sm">
          Questions about a campaign? Your Campaign Dashboard shows every campaign with its applicants and figures.
          Creators find your Live campaigns on their own in Browse Campaigns, and in Find Influencers you search
          creators yourself and invite them to a Live campaign.
        </Text>
        <Stack gap="sm" mt="md" align="flex-start">
          <DashboardButton variant="filled" />
          <FindInfluencersButton />
        </Stack>
      </Section>
    </Stack>
  );
}
