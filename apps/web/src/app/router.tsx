// Every route of the B2 route table.
import { paths, type Role } from '@microreach/domain';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { AuthPage } from '../features/auth/components/auth-page';
import { type GuardMessages, RequireRole } from '../features/auth/components/require-role';
import { HomePage } from '../features/marketing/components/home-page';
import { InfluencerLandingPage } from '../features/marketing/components/influencer-landing-page';
import { SmbLandingPage } from '../features/marketing/components/smb-landing-page';
import { BrowseCampaignsRoute } from './routes/browse-campaigns';
import { CampaignAnalyticsRoute } from './routes/campaign-analytics';
import { ChatBusinessRoute } from './routes/chat-business';
import { ChatCreatorRoute } from './routes/chat-creator';
import { CreateCampaignRoute } from './routes/create-campaign';
import { EarningsRoute } from './routes/earnings';
import { EditCampaignRoute } from './routes/edit-campaign';
import { FindInfluencersRoute } from './routes/find-influencers';
import { HelpRoute } from './routes/help';
import { InfluencerDashboardRoute } from './routes/influencer-dashboard';
import { InfluencerProfileSettingsRoute } from './routes/influencer-profile-settings';
import { SmbDashboardRoute } from './routes/smb-dashboard';
import { SmbPaymentsRoute } from './routes/smb-payments';
import { SmbProfileSettingsRoute } from './routes/smb-profile-settings';
import { SignedInLayout } from './signed-in-layout';

function guarded(role: Role | 'any', page: ReactNode, messages?: GuardMessages) {
  return (
    <RequireRole allow={role} messages={messages}>
      <SignedInLayout>{page}</SignedInLayout>
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
      { path: paths.smbLanding, element: <SmbLandingPage /> },
      { path: paths.influencerLanding, element: <InfluencerLandingPage /> },
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
