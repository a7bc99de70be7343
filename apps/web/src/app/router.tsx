// Every route of the B2 route table. Its pages are PAGE_ROUTES (domain paths.ts), which the server answers with 200
// (any other address gets 404): page-routes.test.ts keeps the two the same.
import { paths } from '@microreach/domain/paths';
import type { Role } from '@microreach/domain/statuses';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RequireDecodableAddress } from '../components/decodable-address';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from '../components/route-error-page';
import type { GuardMessages } from '../features/auth/components/require-role';
import { importOrReload } from '../lib/chunk-reload';

// Pages load when first visited, so the first page a visitor sees stays small (Home too, since issue 30: the Sign In
// page need not carry it; a prerendered page's chunk is preloaded from its HTML and before hydration, below). A tab left
// open across a deploy finds the old chunks gone: importOrReload reloads the page once for the new build.
// biome-ignore lint/suspicious/noExplicitAny: a page's props are its own; lazy() keeps them (M[K]).
function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: M | undefined;
  const Page = lazy(() => {
    // Loaded already (preload, below): handed over at once, so React renders (or hydrates) it without suspending.
    if (loaded) {
      const module = { default: loaded[name] };
      // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once, on purpose (React.lazy reads it).
      return { then: (resolve: (m: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return importOrReload(load).then((m) => ({ default: m[name] }));
  });
  return Object.assign(Page, {
    /** Loads the page's code ahead of rendering it. */
    async preload() {
      loaded = await load();
    },
  });
}

const HomePage = lazyPage(() => import('../features/marketing/components/home-page'), 'HomePage');
const SignedInShell = lazyPage(() => import('./signed-in-shell'), 'SignedInShell');
const AuthRoute = lazyPage(() => import('./routes/auth'), 'AuthRoute');
const BrowseCampaignsRoute = lazyPage(() => import('./routes/browse-campaigns'), 'BrowseCampaignsRoute');
const CampaignAnalyticsRoute = lazyPage(() => import('./routes/campaign-analytics'), 'CampaignAnalyticsRoute');
const ChatBusinessRoute = lazyPage(() => import('./routes/chat-business'), 'ChatBusinessRoute');
const ChatCreatorRoute = lazyPage(() => import('./routes/chat-creator'), 'ChatCreatorRoute');
const CreateCampaignRoute = lazyPage(() => import('./routes/create-campaign'), 'CreateCampaignRoute');
const EarningsRoute = lazyPage(() => import('./routes/earnings'), 'EarningsRoute');
const EditCampaignRoute = lazyPage(() => import('./routes/edit-campaign'), 'EditCampaignRoute');
const FindInfluencersRoute = lazyPage(() => import('./routes/find-influencers'), 'FindInfluencersRoute');
const HelpRoute = lazyPage(() => import('./routes/help'), 'HelpRoute');
const AccountSettingsRoute = lazyPage(() => import('./routes/account-settings'), 'AccountSettingsRoute');
const ConfirmEmailChangeRoute = lazyPage(() => import('./routes/confirm-email-change'), 'ConfirmEmailChangeRoute');
const UnsubscribeRoute = lazyPage(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const ForgotPasswordRoute = lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const ConfirmEmailRoute = lazyPage(() => import('./routes/confirm-email'), 'ConfirmEmailRoute');
const InfluencerDashboardRoute = lazyPage(() => import('./routes/influencer-dashboard'), 'InfluencerDashboardRoute');
const InfluencerProfileSettingsRoute = lazyPage(
  () => import('./routes/influencer-profile-settings'),
  'InfluencerProfileSettingsRoute',
);
const SmbDashboardRoute = lazyPage(() => import('./routes/smb-dashboard'), 'SmbDashboardRoute');
const SmbPaymentsRoute = lazyPage(() => import('./routes/smb-payments'), 'SmbPaymentsRoute');
const TestCheckoutRoute = lazyPage(() => import('./routes/test-checkout'), 'TestCheckoutRoute');
const TestPayoutSetupRoute = lazyPage(() => import('./routes/test-payout-setup'), 'TestPayoutSetupRoute');
const SmbProfileSettingsRoute = lazyPage(() => import('./routes/smb-profile-settings'), 'SmbProfileSettingsRoute');
const OpsAppRoute = lazyPage(() => import('./routes/ops-app'), 'OpsAppRoute');
const AgreementRoute = lazyPage(() => import('./routes/agreement'), 'AgreementRoute');
// Issue 30: receipts and statements.
const SmbReceiptRoute = lazyPage(() => import('./routes/smb-receipt'), 'SmbReceiptRoute');
const SmbStatementRoute = lazyPage(() => import('./routes/smb-statement'), 'SmbStatementRoute');
const PayoutStatementRoute = lazyPage(() => import('./routes/payout-statement'), 'PayoutStatementRoute');
const SmbLandingPage = lazyPage(() => import('../features/marketing/components/smb-landing-page'), 'SmbLandingPage');
const InfluencerLandingPage = lazyPage(
  () => import('../features/marketing/components/influencer-landing-page'),
  'InfluencerLandingPage',
);

/** A signed-in page: the role guard and the shell around it, which loads with the first signed-in page. */
function guarded(role: Role | 'any', Page: ComponentType, messages?: GuardMessages) {
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInShell allow={role} messages={messages}>
        <Page />
      </SignedInShell>
    </Suspense>
  );
}

// Toasts the spec words for signed-out visitors (B6, B8, C8).
const campaignsAuthRequired = { title: 'Authentication required', message: 'Please log in to view your campaigns' };

export const routes: RouteObject[] = [
  {
    // An address that cannot be decoded gets the 404 page before any route reads its parameters.
    element: <RequireDecodableAddress />,
    children: [
      {
        path: paths.home,
        element: (
          <Suspense fallback={<PageLoader />}>
            <HomePage />
          </Suspense>
        ),
      },
      {
        path: paths.smbLanding,
        element: (
          <Suspense fallback={<PageLoader />}>
            <SmbLandingPage />
          </Suspense>
        ),
      },
      {
        path: paths.influencerLanding,
        element: (
          <Suspense fallback={<PageLoader />}>
            <InfluencerLandingPage />
          </Suspense>
        ),
      },
      { path: paths.auth, element: <AuthRoute /> },
      // Forgot password and email confirmation (issue 27): signed out, or opened from a mailed link.
      {
        path: paths.forgotPassword,
        element: (
          <Suspense fallback={<PageLoader />}>
            <ForgotPasswordRoute />
          </Suspense>
        ),
      },
      {
        path: paths.resetPassword,
        element: (
          <Suspense fallback={<PageLoader />}>
            <ResetPasswordRoute />
          </Suspense>
        ),
      },
      {
        path: paths.confirmEmail,
        element: (
          <Suspense fallback={<PageLoader />}>
            <ConfirmEmailRoute />
          </Suspense>
        ),
      },

      { path: paths.smbDashboard, element: guarded('SMB', SmbDashboardRoute, { signedOut: campaignsAuthRequired }) },
      { path: paths.smbProfileSettings, element: guarded('SMB', SmbProfileSettingsRoute) },
      { path: paths.createCampaign, element: guarded('SMB', CreateCampaignRoute) },
      { path: paths.editCampaign(':id'), element: guarded('SMB', EditCampaignRoute) },
      { path: paths.findInfluencers, element: guarded('SMB', FindInfluencersRoute) },
      { path: paths.deals, element: <Navigate to={paths.findInfluencers} replace /> },
      {
        path: paths.chatBusiness,
        element: guarded('SMB', ChatBusinessRoute, {
          otherRole: {
            to: (role) => (role === 'Influencer' ? paths.chatCreator : paths.home),
            title: 'Access Denied',
            message: 'This page is only accessible to business users.',
          },
        }),
      },
      { path: paths.smbPayments, element: guarded('SMB', SmbPaymentsRoute) },
      // Issue 30: a deposit's or refund's receipt, and a month's statement of the wallet, printable.
      { path: paths.smbReceipt(':id'), element: guarded('SMB', SmbReceiptRoute) },
      { path: paths.smbStatement(':month'), element: guarded('SMB', SmbStatementRoute) },
      { path: paths.testCheckout(':checkoutId'), element: guarded('SMB', TestCheckoutRoute) },
      { path: paths.campaignAnalytics(':campaignId'), element: guarded('SMB', CampaignAnalyticsRoute) },

      {
        path: paths.influencerDashboard,
        element: guarded('Influencer', InfluencerDashboardRoute, {
          signedOut: { title: 'Authentication required', message: 'Please sign in to view your campaigns' },
        }),
      },
      { path: paths.influencerProfileSettings, element: guarded('Influencer', InfluencerProfileSettingsRoute) },
      {
        path: paths.browseCampaigns,
        element: guarded('Influencer', BrowseCampaignsRoute, {
          signedOut: { title: 'Authentication required', message: 'Please log in to browse campaigns.' },
        }),
      },
      { path: paths.chatCreator, element: guarded('Influencer', ChatCreatorRoute) },
      {
        path: paths.earnings,
        element: guarded('Influencer', EarningsRoute, {
          signedOut: { title: 'Authentication Error', message: 'Please sign in to view your earnings.' },
        }),
      },
      { path: paths.testPayoutSetup, element: guarded('Influencer', TestPayoutSetupRoute) },
      // Issue 30: a payout's statement, printable.
      { path: paths.payoutStatement(':id'), element: guarded('Influencer', PayoutStatementRoute) },
      { path: paths.help, element: guarded('any', HelpRoute) },
      { path: paths.accountSettings, element: guarded('any', AccountSettingsRoute) },
      // Issue 29: one agreement to a campaign's terms, for its creator and the campaign's business.
      { path: paths.agreement(':id'), element: guarded('any', AgreementRoute) },
      // Opened from a mailed link, signed in or out.
      {
        path: paths.confirmEmailChange,
        element: (
          <Suspense fallback={<PageLoader />}>
            <ConfirmEmailChangeRoute />
          </Suspense>
        ),
      },

      // An email's Unsubscribe link (issue 27), signed in or out.
      {
        path: paths.unsubscribe,
        element: (
          <Suspense fallback={<PageLoader />}>
            <UnsubscribeRoute />
          </Suspense>
        ),
      },

      // The operator console (issue 28): its own sign-in, shell and routes, outside the marketplace's pages.
      {
        path: `${paths.ops}/*`,
        element: (
          <Suspense fallback={<PageLoader />}>
            <OpsAppRoute />
          </Suspense>
        ),
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The page at the current address. A page that fails to render (or whose code fails to load) shows the error page
 * until the address changes. The routes are matched by the declarative router (`useRoutes` under a BrowserRouter, a
 * MemoryRouter when prerendering): the app uses no loaders or actions, and the data router's code is about 18 KiB
 * gzipped more on every page (issue 31).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}

/**
 * Loads the code of a prerendered page (src/prerender.tsx) before main.tsx hydrates it, so the whole page hydrates in
 * one pass instead of waiting, not yet interactive, for its chunk (the build also preloads the chunk in its HTML).
 */
export function preloadPrerenderedPage(pathname: string): Promise<void> {
  if (pathname === paths.home) return HomePage.preload();
  if (pathname === paths.smbLanding) return SmbLandingPage.preload();
  if (pathname === paths.influencerLanding) return InfluencerLandingPage.preload();
  return Promise.resolve();
}
