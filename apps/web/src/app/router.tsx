// Every route of the B2 route table.
import { Center, Loader } from '@mantine/core';
import { paths, type Role } from '@microreach/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { AuthPage } from '../features/auth/components/auth-page';
import { type GuardMessages, RequireRole } from '../features/auth/components/require-role';
import { HomePage } from '../features/marketing/components/home-page';
import { SignedInLayout } from './signed-in-layout';

// Pages other than Home and Auth load when first visited, so the first page a visitor sees stays small.
const BrowseCampaignsRoute = lazy(() =>
  import('./routes/browse-campaigns').then((m) => ({ default: m.BrowseCampaignsRoute })),
);
const CampaignAnalyticsRoute = lazy(() =>
  import('./routes/campaign-analytics').then((m) => ({ default: m.CampaignAnalyticsRoute })),
);
const ChatBusinessRoute = lazy(() => import('./routes/chat-business').then((m) => ({ default: m.ChatBusinessRoute })));
const ChatCreatorRoute = lazy(() => import('./routes/chat-creator').then((m) => ({ default: m.ChatCreatorRoute })));
const CreateCampaignRoute = lazy(() =>
  import('./routes/create-campaign').then((m) => ({ default: m.CreateCampaignRoute })),
);
const EarningsRoute = lazy(() => import('./routes/earnings').then((m) => ({ default: m.EarningsRoute })));
const EditCampaignRoute = lazy(() => import('./routes/edit-campaign').then((m) => ({ default: m.EditCampaignRoute })));
const FindInfluencersRoute = lazy(() =>
  import('./routes/find-influencers').then((m) => ({ default: m.FindInfluencersRoute })),
);
const HelpRoute = lazy(() => import('./routes/help').then((m) => ({ default: m.HelpRoute })));
const InfluencerDashboardRoute = lazy(() =>
  import('./routes/influencer-dashboard').then((m) => ({ default: m.InfluencerDashboardRoute })),
);
const InfluencerProfileSettingsRoute = lazy(() =>
  import('./routes/influencer-profile-settings').then((m) => ({ default: m.InfluencerProfileSettingsRoute })),
);
const SmbDashboardRoute = lazy(() => import('./routes/smb-dashboard').then((m) => ({ default: m.SmbDashboardRoute })));
const SmbPaymentsRoute = lazy(() => import('./routes/smb-payments').then((m) => ({ default: m.SmbPaymentsRoute })));
const SmbProfileSettingsRoute = lazy(() =>
  import('./routes/smb-profile-settings').then((m) => ({ default: m.SmbProfileSettingsRoute })),
);
const SmbLandingPage = lazy(() =>
  import('../features/marketing/components/smb-landing-page').then((m) => ({ default: m.SmbLandingPage })),
);
const InfluencerLandingPage = lazy(() =>
  import('../features/marketing/components/influencer-landing-page').then((m) => ({
    default: m.InfluencerLandingPage,
  })),
);

function PageLoader() {
  return (
    <Center h="50vh" aria-busy="true">
      <Loader aria-label="Loading page" />
    </Center>
  );
}

function guarded(role: Role | 'any', page: ReactNode, messages?: GuardMessages) {
  return (
    <RequireRole allow={role} messages={messages}>
      <SignedInLayout>
        <Suspense fallback={<PageLoader />}>{page}</Suspense>
      </SignedInLayout>
    </RequireRole>
  );
}

// Toasts the spec words for signed-out visitors (B6, B8, C8).
const campaignsAuthRequired = { title: 'Authentication required', message: 'Please log in to view your campaigns' };

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <HomePage /> },
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
      { path: paths.auth, element: <AuthPage /> },

      {
        path: paths.smbDashboard,
        element: guarded('SMB', <SmbDashboardRoute />, { signedOut: campaignsAuthRequired }),
      },
      { path: paths.smbProfileSettings, element: guarded('SMB', <SmbProfileSettingsRoute />) },
      { path: paths.createCampaign, element: guarded('SMB', <CreateCampaignRoute />) },
      { path: '/edit-campaign/:id', element: guarded('SMB', <EditCampaignRoute />) },
      { path: paths.findInfluencers, element: guarded('SMB', <FindInfluencersRoute />) },
      { path: paths.deals, element: <Navigate to={paths.findInfluencers} replace /> },
      {
        path: paths.chatBusiness,
        element: guarded('SMB', <ChatBusinessRoute />, {
          otherRole: {
            to: (role) => (role === 'Influencer' ? paths.chatCreator : paths.home),
            title: 'Access Denied',
            message: 'This page is only accessible to business users.',
          },
        }),
      },
      { path: paths.smbPayments, element: guarded('SMB', <SmbPaymentsRoute />) },
      { path: '/campaign-analytics/:campaignId', element: guarded('SMB', <CampaignAnalyticsRoute />) },

      {
        path: paths.influencerDashboard,
        element: guarded('Influencer', <InfluencerDashboardRoute />, {
          signedOut: { title: 'Authentication required', message: 'Please sign in to view your campaigns' },
        }),
      },
      { path: paths.influencerProfileSettings, element: guarded('Influencer', <InfluencerProfileSettingsRoute />) },
      {
        path: paths.browseCampaigns,
        element: guarded('Influencer', <BrowseCampaignsRoute />, {
          signedOut: { title: 'Authentication required', message: 'Please log in to browse campaigns.' },
        }),
      },
      { path: paths.chatCreator, element: guarded('Influencer', <ChatCreatorRoute />) },
      {
        path: paths.earnings,
        element: guarded('Influencer', <EarningsRoute />, {
          signedOut: { title: 'Authentication Error', message: 'Please sign in to view your earnings.' },
        }),
      },
      { path: paths.help, element: guarded('any', <HelpRoute />) },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
