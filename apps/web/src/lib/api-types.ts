// Generated from the server's OpenAPI document by `npm run api:types`; do not edit by hand.
// A server test fails when this file no longer matches the routes (apps/server/src/openapi/openapi.test.ts).
export interface paths {
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAccountDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAccountEmail"];
        put?: never;
        post: operations["postAccountEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAccountEmailConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteAccountEmailPending"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAccountPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteAccountSessionsByid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAccountSessionsSignOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAgreementsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthConfirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthConfirmEmailResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ops/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOpsSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ops/second-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOpsSecondFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ops/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthOpsSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ops/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOpsSetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ops/set-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOpsSetPasswordCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ops/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOpsSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthPasswordResetCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthPasswordResetComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthPasswordResetRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessCampaigns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessCampaignsByid"];
        put: operations["putBusinessCampaignsByid"];
        post?: never;
        delete: operations["deleteBusinessCampaignsByid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessCampaignsByidAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/analytics/participants.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessCampaignsByidAnalyticsParticipantsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/analytics/posts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessCampaignsByidAnalyticsPostsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/applicants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessCampaignsByidApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/applicants/{applicantId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessCampaignsByidApplicantsByapplicantIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessCampaignsByidInvitations"];
        put?: never;
        post: operations["postBusinessCampaignsByidInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessCampaignsByidPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/campaigns/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessCampaignsByidStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessDisputesByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/disputes/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessDisputesByidMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/holds/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessHoldsByidResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/influencers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessInfluencers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/campaigns/{id}/funding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPaymentsCampaignsByidFunding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/checkouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPaymentsCheckouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessPaymentsCheckoutsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessPaymentsReceiptsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/statements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessPaymentsStatementsBymonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessPaymentsTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/transactions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBusinessPaymentsTransactionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/payments/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPaymentsWithdrawals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/posts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPostsByidApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/posts/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPostsByidMetrics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/posts/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPostsByidRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/posts/{id}/release-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPostsByidReleasePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/posts/{id}/request-fix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPostsByidRequestFix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/posts/{postId}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postBusinessPostsBypostIdDisputes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/blocks/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putChatBlocksByuserId"];
        post?: never;
        delete: operations["deleteChatBlocksByuserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getChatConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getChatConversationsByidMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postChatConversationsByidRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postChatMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/partners/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getChatPartnersByuserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getChatUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/campaigns/{id}/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorCampaignsByidAgreements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/campaigns/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorCampaignsByidApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/campaigns/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorCampaignsByidContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/campaigns/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorCampaignsByidLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/campaigns/{id}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorCampaignsByidTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/connections/{platform}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorConnectionsByplatform"];
        delete: operations["deleteCreatorConnectionsByplatform"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/connections/{platform}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorConnectionsByplatformCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorDisputesByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/disputes/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorDisputesByidMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/earnings/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorEarningsPayoutAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/earnings/payout-account/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorEarningsPayoutAccountRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/earnings/payouts/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorEarningsPayoutsByidStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/earnings/tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorEarningsTax"];
        put: operations["putCreatorEarningsTax"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/earnings/transactions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorEarningsTransactionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/earnings/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorEarningsWithdrawals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/holds/{id}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorHoldsByidAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/invitations/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorInvitationsByidDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/posts/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putCreatorPostsByidLink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/posts/{postId}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postCreatorPostsBypostIdDisputes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creator/profile/rate-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCreatorProfileRateCard"];
        put: operations["putCreatorProfileRateCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEmailUnsubscribe"];
        put?: never;
        post: operations["postEmailUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEmailUnsubscribeDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/test-mode/checkouts/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postLedgerTestModeCheckoutsByidDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/test-mode/checkouts/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postLedgerTestModeCheckoutsByidPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/test-mode/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postLedgerTestModePayoutAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postLedgerWebhooksByprovider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["patchMe"];
        trace?: never;
    };
    "/api/me/images/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description A multipart/form-data body with one image file in the field "file" (at most 10 MB). */
        put: operations["putMeImagesBykind"];
        post?: never;
        delete: operations["deleteMeImagesBykind"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A multipart/form-data body with one image file in the field "file" (at most 10 MB). */
        post: operations["postMePortfolio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/portfolio/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteMePortfolioByimageId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getNotificationPreferences"];
        put: operations["putNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postNotificationsByidRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsAuditCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsDisputesByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/disputes/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsDisputesByidDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/disputes/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsDisputesByidMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/holds/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsHoldsByidDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/money": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsMoney"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/money/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsMoneyPeopleByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/money/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsMoneySearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payouts/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsPayoutsByidDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reconciliation/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsReconciliationByidAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsReportsByidDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/tax/payouts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsTaxPayoutsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpsUsersByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsUsersByidReinstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postOpsUsersByidSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPostsByidEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getProfilesByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error answer. `code` is one of the ERROR_CODES (packages/domain/src/errors.ts); a validation error (VALIDATION_ERROR) names each field in `issues`; a broken rule may carry a `title`, `reasons` and `fields`. */
        ApiError: {
            /** @enum {string} */
            code?: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_CHARACTERS" | "UNAUTHORIZED" | "FORBIDDEN" | "WRONG_ROLE" | "BAD_ORIGIN" | "NOT_FOUND" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "IDEMPOTENCY_KEY_REUSED" | "INTERNAL_ERROR" | "WEAK_PASSWORD" | "INVALID_CREDENTIALS" | "ROLE_MISMATCH" | "PROFILE_MISSING" | "INVALID_ACCOUNT_LINK" | "EMAIL_NOT_CONFIRMED" | "MISSING_INFORMATION" | "MISSING_BUDGET" | "INVALID_DATE_RANGE" | "CAMPAIGN_TOO_LONG" | "END_DATE_PASSED" | "DATE_OUT_OF_RANGE" | "INVALID_BUDGET" | "MAX_BELOW_PARTICIPANTS" | "INVALID_TRANSITION" | "NOT_PENDING" | "CAMPAIGN_FULL" | "PARTNERSHIP_LIMIT" | "NOT_LIVE" | "ALREADY_APPLIED" | "ALREADY_LEFT" | "NOT_PART" | "CAMPAIGN_ENDED" | "CAMPAIGN_HAS_PARTICIPANTS" | "LEAVE_UNCHANGED" | "UPLOAD_NOT_ALLOWED" | "SLOTS_FULL" | "DUPLICATE_POST" | "IMAGE_EMPTY" | "IMAGE_TOO_LARGE" | "IMAGE_UNSUPPORTED" | "IMAGE_UNREADABLE" | "IMAGE_TOO_MANY_PIXELS" | "IMAGE_KIND_NOT_ALLOWED" | "IMAGE_DUPLICATE" | "PORTFOLIO_FULL" | "FIELD_NOT_IN_ROLE" | "NOT_A_CREATOR" | "ALREADY_INVITED" | "CREATOR_LEFT" | "CREATOR_REJECTED" | "CREATOR_ALREADY_APPLIED" | "INVITATION_NOT_PENDING" | "CHAT_SELF" | "CHAT_SAME_ROLE" | "CHAT_NO_RELATION" | "CHAT_BLOCKED" | "MESSAGE_ID_REUSED" | "INVALID_PAY_TERMS" | "PAY_TERMS_LOWERED" | "INVALID_CONTENT_STAGE" | "FIX_WINDOW_CLOSED" | "METRICS_BELOW_VERIFIED" | "NO_CONNECTED_ACCOUNT" | "HOLD_NOT_OPEN" | "EARNINGS_FINAL" | "PROVIDER_NOT_CONFIGURED" | "PROVIDER_ERROR" | "INSUFFICIENT_FUNDS" | "NOT_FUNDABLE" | "NO_PAYOUT_ACCOUNT" | "PAYMENT_DECLINED" | "CHECKOUT_NOT_OPEN" | "BAD_SIGNATURE" | "WALLET_BELOW_ZERO" | "NOTHING_TO_WITHDRAW" | "DISPUTE_CLOSED" | "WRONG_PASSWORD" | "SAME_EMAIL" | "EMAIL_IN_USE" | "CURRENT_SESSION" | "ACCOUNT_DELETION_BLOCKED" | "SECOND_FACTOR_REQUIRED" | "ALREADY_DECIDED" | "APPEAL_CLOSED" | "VOID_ALREADY_REQUESTED" | "ACCOUNT_SUSPENDED" | "ALREADY_SUSPENDED" | "NOT_SUSPENDED" | "DISPUTE_ALREADY_OPEN" | "TERMS_WORSENED" | "AGREEMENT_REQUIRED" | "AGREEMENT_OUTDATED" | "ALREADY_AGREED" | "PLATFORM_NOT_IN_TERMS" | "POSTS_PER_CREATOR_REACHED" | "REVISION_LIMIT_REACHED" | "DISCLOSURE_NOT_CONFIRMED" | "TAX_DETAILS_REQUIRED";
            /** @description The status text, e.g. "Bad Request". */
            error: string;
            fields?: string[];
            issues?: {
                message: string;
                /** @description The field, dot-separated (e.g. "payTerms.fixedPerPostCents"). */
                path: string;
            }[];
            /** @description A sentence for people. */
            message: string;
            reasons?: string[];
            /** Format: int32 */
            statusCode: number;
            title?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAccountDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    confirm: "DELETE";
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        emailConfirmed: boolean;
                        pendingEmail: string | null;
                        pendingExpiresAt: string | null;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newEmail: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sentTo: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAccountEmailConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "smb" | "influencer";
                        signedIn: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAccountEmailPending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreements: {
                            agreedAt: string;
                            campaignId: string;
                            creatorName: string;
                            id: string;
                            ip: string | null;
                            termsVersion: number;
                            text: string;
                            textSha256: string;
                            userAgent: string | null;
                            via: string;
                        }[];
                        applications: {
                            appliedAt: string;
                            campaignId: string;
                            campaignName: string | null;
                            message: string | null;
                            partnerName: string | null;
                            status: string;
                        }[];
                        campaigns: {
                            applications: {
                                appliedAt: string;
                                campaignId: string;
                                campaignName: string | null;
                                message: string | null;
                                partnerName: string | null;
                                status: string;
                            }[];
                            budgetCents: number | null;
                            campaignDescription: string | null;
                            campaignHashtags: string | null;
                            campaignName: string;
                            campaignNiche: string | null;
                            contentGuidelines: string | null;
                            contentTypes: string | null;
                            createdAt: string;
                            endDate: string | null;
                            endedAt: string | null;
                            /** Format: int64 */
                            fixedPerPostCents: number;
                            id: string;
                            influencerBudgetCents: number | null;
                            invitations: {
                                campaignId: string;
                                campaignName: string | null;
                                createdAt: string;
                                partnerName: string | null;
                                respondedAt: string | null;
                                status: string;
                            }[];
                            maxInfluencers: number | null;
                            posts: {
                                approvedAt: string | null;
                                campaignId: string;
                                campaignName: string | null;
                                caption: string | null;
                                comments: number;
                                /** Format: int64 */
                                earningsCents: number;
                                earningsStatus: string;
                                fixNote: string | null;
                                holds: {
                                    createdAt: string;
                                    reason: string;
                                    resolutionNote: string | null;
                                    resolvedAt: string | null;
                                    rule: string;
                                    status: string;
                                }[];
                                id: string;
                                likes: number;
                                partnerName: string | null;
                                platform: string;
                                postedAt: string;
                                shares: number;
                                snapshots: {
                                    availability: string;
                                    comments: number | null;
                                    likes: number | null;
                                    shares: number | null;
                                    source: string;
                                    takenAt: string;
                                    verified: boolean;
                                    views: number | null;
                                }[];
                                stage: string;
                                videoUrl: string;
                                views: number;
                            }[];
                            privatePublic: string;
                            /** Format: int64 */
                            ratePer1kViewsCents: number;
                            /** Format: int64 */
                            ratePerEngagementCents: number;
                            startDate: string | null;
                            /** @enum {string} */
                            status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                            title: string | null;
                        }[];
                        connectedAccounts: {
                            connectedAt: string;
                            platform: string;
                            status: string;
                            username: string;
                        }[];
                        conversations: {
                            id: string;
                            messages: {
                                fromMe: boolean;
                                message: string;
                                readAt: string | null;
                                senderName: string;
                                sentAt: string;
                                seq: number;
                            }[];
                            partnerName: string;
                        }[];
                        exportedAt: string;
                        images: {
                            createdAt: string;
                            kind: string;
                            urls: string[];
                        }[];
                        invitations: {
                            campaignId: string;
                            campaignName: string | null;
                            createdAt: string;
                            partnerName: string | null;
                            respondedAt: string | null;
                            status: string;
                        }[];
                        money: {
                            business: {
                                /** Format: int64 */
                                pendingPaymentsCents: number;
                                /** Format: int64 */
                                totalFundedCents: number;
                                /** Format: int64 */
                                walletBalanceCents: number;
                                /** Format: int64 */
                                withdrawableCents: number;
                            } | null;
                            creator: {
                                /** Format: int64 */
                                availableCents: number;
                                /** Format: int64 */
                                pendingCents: number;
                                /** Format: int64 */
                                platformFeesCents: number;
                                /** Format: int64 */
                                totalEarningsCents: number;
                                /** Format: int64 */
                                underReviewCents: number;
                                /** Format: int64 */
                                withdrawnCents: number;
                            } | null;
                            deposits: {
                                /** Format: int64 */
                                amountCents: number;
                                completedAt: string | null;
                                createdAt: string;
                                /** Format: int64 */
                                disputedCents: number;
                                id: string;
                                provider: string;
                                /** Format: int64 */
                                refundedCents: number;
                                state: string;
                            }[];
                            disputes: {
                                /** Format: int64 */
                                amountCents: number;
                                checkoutId: string;
                                closedAt: string | null;
                                createdAt: string;
                                reason: string | null;
                                status: string;
                            }[];
                            ledgerAccounts: {
                                /** Format: int64 */
                                balanceCents: number;
                                campaignName: string | null;
                                entries: {
                                    /** Format: int64 */
                                    amountCents: number;
                                    at: string;
                                    /** Format: int64 */
                                    balanceAfterCents: number;
                                    description: string;
                                    kind: string;
                                }[];
                                id: string;
                                kind: string;
                            }[];
                            payoutAccounts: {
                                active: boolean;
                                label: string;
                                provider: string;
                            }[];
                            payouts: {
                                /** Format: int64 */
                                amountCents: number;
                                failureMessage: string | null;
                                id: string;
                                processedAt: string | null;
                                requestedAt: string;
                                status: string;
                            }[];
                            refunds: {
                                /** Format: int64 */
                                amountCents: number;
                                checkoutId: string;
                                completedAt: string | null;
                                createdAt: string;
                                state: string;
                            }[];
                        };
                        notifications: {
                            body: string;
                            createdAt: string;
                            kind: string;
                            link: string;
                            readAt: string | null;
                            title: string;
                        }[];
                        posts: {
                            approvedAt: string | null;
                            campaignId: string;
                            campaignName: string | null;
                            caption: string | null;
                            comments: number;
                            /** Format: int64 */
                            earningsCents: number;
                            earningsStatus: string;
                            fixNote: string | null;
                            holds: {
                                createdAt: string;
                                reason: string;
                                resolutionNote: string | null;
                                resolvedAt: string | null;
                                rule: string;
                                status: string;
                            }[];
                            id: string;
                            likes: number;
                            partnerName: string | null;
                            platform: string;
                            postedAt: string;
                            shares: number;
                            snapshots: {
                                availability: string;
                                comments: number | null;
                                likes: number | null;
                                shares: number | null;
                                source: string;
                                takenAt: string;
                                verified: boolean;
                                views: number | null;
                            }[];
                            stage: string;
                            videoUrl: string;
                            views: number;
                        }[];
                        profile: {
                            bannerImage: string | null;
                            bio: string | null;
                            businessBio: string | null;
                            campaignBudget: string | null;
                            companyName: string | null;
                            contentNiches: string | null;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            emailConfirmed: boolean;
                            engagementRate: number | null;
                            hashtagsKeywords: string | null;
                            id: string;
                            instagram: string | null;
                            instagramFollowers: number | null;
                            instagramFollowersVerified: number | null;
                            lastActiveAt: string | null;
                            location: string | null;
                            name: string;
                            phoneNumber: string | null;
                            preferredContentTypes: string | null;
                            preferredIndustry: string[] | null;
                            profilePicture: string | null;
                            /** @enum {string} */
                            role: "SMB" | "Influencer";
                            targetAudience: string | null;
                            tiktok: string | null;
                            tiktokFollowers: number | null;
                            tiktokFollowersVerified: number | null;
                            twitter: string | null;
                            websitePortfolio: string | null;
                            youtube: string | null;
                        };
                        rateCard: {
                            format: string;
                            /** Format: int64 */
                            priceCents: number;
                            updatedAt: string;
                        }[];
                        sessions: {
                            createdAt: string;
                            current: boolean;
                            expiresAt: string;
                            ipAddress: string | null;
                            userAgent: string | null;
                        }[];
                        taxDetails: {
                            address: string;
                            businessName: string;
                            certifiedAt: string;
                            classification: string;
                            country: string;
                            dateOfBirth: string | null;
                            form: string;
                            legalName: string;
                            taxIdMasked: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAccountPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        endedSessions: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            createdAt: string;
                            current: boolean;
                            device: string;
                            id: string;
                            ipAddress: string | null;
                            lastUsedAt: string;
                        }[];
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAccountSessionsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAccountSessionsSignOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        ended: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAgreementsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreedAt: string;
                        brand: {
                            id: string;
                            name: string;
                        };
                        campaignId: string;
                        campaignName: string;
                        creator: {
                            id: string;
                            name: string;
                        };
                        currentVersion: number;
                        id: string;
                        ip: string | null;
                        termsHash: string;
                        termsVersion: number;
                        text: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthConfirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alreadyConfirmed: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthConfirmEmailResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sentAt: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthOpsSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operator: {
                            email: string;
                            id: string;
                            name: string;
                        } | null;
                        secondFactor: ("passed" | "not_required" | "verify" | "setup") | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthOpsSecondFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otpauthUri: string;
                        qrSvg: string;
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthOpsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operator: {
                            email: string;
                            id: string;
                            name: string;
                        } | null;
                        secondFactor: ("passed" | "not_required" | "verify" | "setup") | null;
                    };
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthOpsSetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthOpsSetPasswordCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthOpsSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operator: {
                            email: string;
                            id: string;
                            name: string;
                        } | null;
                        secondFactor: ("passed" | "not_required" | "verify" | "setup") | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthPasswordResetCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthPasswordResetComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthPasswordResetRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        suspension: {
                            at: string;
                            reason: string;
                        } | null;
                        user: {
                            companyName: string | null;
                            email: string;
                            emailConfirmed: boolean;
                            id: string;
                            name: string;
                            profilePicture: string | null;
                            /** @enum {string} */
                            role: "SMB" | "Influencer";
                        } | null;
                    };
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @enum {string} */
                    role: "smb" | "influencer";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            companyName: string | null;
                            email: string;
                            emailConfirmed: boolean;
                            id: string;
                            name: string;
                            profilePicture: string | null;
                            /** @enum {string} */
                            role: "SMB" | "Influencer";
                        };
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    email: string;
                    instagram?: string | null;
                    location?: string;
                    name: string;
                    password: string;
                    /** @enum {string} */
                    role: "smb";
                    tiktok?: string | null;
                    twitter?: string;
                    websitePortfolio?: string;
                    youtube?: string;
                } | {
                    dateOfBirth?: string | "";
                    email: string;
                    instagram?: string | null;
                    location?: string;
                    name: string;
                    password: string;
                    /** @default [] */
                    preferredContentTypes?: ("product-reviews" | "unboxing" | "tutorials" | "lifestyle-content" | "behind-the-scenes" | "story-posts" | "reels-short-videos" | "live-streams")[];
                    /** @default [] */
                    preferredIndustries?: ("fashion-beauty" | "food-beverage" | "technology" | "health-wellness" | "travel-tourism" | "entertainment" | "education" | "sports-fitness")[];
                    /** @enum {string} */
                    role: "influencer";
                    tiktok?: string | null;
                    twitter?: string;
                    websitePortfolio?: string;
                    youtube?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            companyName: string | null;
                            email: string;
                            emailConfirmed: boolean;
                            id: string;
                            name: string;
                            profilePicture: string | null;
                            /** @enum {string} */
                            role: "SMB" | "Influencer";
                        };
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessCampaigns: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-chosen unique key (a UUID); a retry with the same key and body gets the first answer again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    budgetCents: number | null;
                    campaignDescription: string;
                    campaignHashtags: string[];
                    campaignName: string;
                    campaignNiche: ("Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education") | null;
                    contentGuidelines: string;
                    contentTypes: ("Instagram Post" | "Instagram Story" | "Instagram Reel" | "TikTok Video" | "YouTube Video" | "YouTube Short" | "Blog Post" | "Twitter Post" | "LinkedIn Post")[];
                    endDate: string | null;
                    influencerBudgetCents: number | null;
                    /** @enum {string} */
                    intent: "draft" | "launch";
                    maxInfluencers: number | null;
                    /**
                     * @default {
                     *       "ratePer1kViewsCents": 1000,
                     *       "ratePerEngagementCents": 10,
                     *       "fixedPerPostCents": 0
                     *     }
                     */
                    payTerms?: {
                        /** Format: int32 */
                        fixedPerPostCents: number;
                        /** Format: int32 */
                        ratePer1kViewsCents: number;
                        /** Format: int32 */
                        ratePerEngagementCents: number;
                    };
                    /** @enum {string} */
                    privatePublic: "Public" | "Private";
                    startDate: string | null;
                    /**
                     * @default {
                     *       "usageRights": "organic",
                     *       "paidAdsDays": null,
                     *       "exclusivityDays": null,
                     *       "postsPerCreator": 3,
                     *       "platforms": [
                     *         "instagram",
                     *         "tiktok"
                     *       ],
                     *       "revisionLimit": 2,
                     *       "disclosureRequired": true
                     *     }
                     */
                    terms?: {
                        disclosureRequired: boolean;
                        exclusivityDays: number | null;
                        paidAdsDays: number | null;
                        platforms: ("instagram" | "tiktok")[];
                        /** Format: int32 */
                        postsPerCreator: number;
                        /** Format: int32 */
                        revisionLimit: number;
                        /** @enum {string} */
                        usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budgetCents: number | null;
                        campaignDescription: string;
                        campaignHashtags: string[];
                        campaignName: string;
                        campaignNiche: ("Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education") | null;
                        companyName: string | null;
                        contentGuidelines: string;
                        contentTypes: ("Instagram Post" | "Instagram Story" | "Instagram Reel" | "TikTok Video" | "YouTube Video" | "YouTube Short" | "Blog Post" | "Twitter Post" | "LinkedIn Post")[];
                        createdAt: string;
                        endDate: string | null;
                        endedAt: string | null;
                        id: string;
                        influencerBudgetCents: number | null;
                        maxInfluencers: number | null;
                        payTerms: {
                            /** Format: int32 */
                            fixedPerPostCents: number;
                            /** Format: int32 */
                            ratePer1kViewsCents: number;
                            /** Format: int32 */
                            ratePerEngagementCents: number;
                        };
                        /** @enum {string} */
                        privatePublic: "Public" | "Private";
                        startDate: string | null;
                        /** @enum {string} */
                        status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                        terms: {
                            disclosureRequired: boolean;
                            exclusivityDays: number | null;
                            paidAdsDays: number | null;
                            platforms: ("instagram" | "tiktok")[];
                            /** Format: int32 */
                            postsPerCreator: number;
                            /** Format: int32 */
                            revisionLimit: number;
                            /** @enum {string} */
                            usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                        };
                        termsVersion: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessCampaignsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budgetCents: number | null;
                        campaignDescription: string;
                        campaignHashtags: string[];
                        campaignName: string;
                        campaignNiche: ("Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education") | null;
                        companyName: string | null;
                        contentGuidelines: string;
                        contentTypes: ("Instagram Post" | "Instagram Story" | "Instagram Reel" | "TikTok Video" | "YouTube Video" | "YouTube Short" | "Blog Post" | "Twitter Post" | "LinkedIn Post")[];
                        createdAt: string;
                        endDate: string | null;
                        endedAt: string | null;
                        id: string;
                        influencerBudgetCents: number | null;
                        maxInfluencers: number | null;
                        payTerms: {
                            /** Format: int32 */
                            fixedPerPostCents: number;
                            /** Format: int32 */
                            ratePer1kViewsCents: number;
                            /** Format: int32 */
                            ratePerEngagementCents: number;
                        };
                        /** @enum {string} */
                        privatePublic: "Public" | "Private";
                        startDate: string | null;
                        /** @enum {string} */
                        status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                        terms: {
                            disclosureRequired: boolean;
                            exclusivityDays: number | null;
                            paidAdsDays: number | null;
                            platforms: ("instagram" | "tiktok")[];
                            /** Format: int32 */
                            postsPerCreator: number;
                            /** Format: int32 */
                            revisionLimit: number;
                            /** @enum {string} */
                            usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                        };
                        termsVersion: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putBusinessCampaignsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    budgetCents: number | null;
                    campaignDescription: string;
                    campaignHashtags: string[];
                    campaignName: string;
                    campaignNiche: ("Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education") | null;
                    contentGuidelines: string;
                    contentTypes: ("Instagram Post" | "Instagram Story" | "Instagram Reel" | "TikTok Video" | "YouTube Video" | "YouTube Short" | "Blog Post" | "Twitter Post" | "LinkedIn Post")[];
                    endDate: string | null;
                    influencerBudgetCents: number | null;
                    /** @enum {string} */
                    intent: "draft" | "launch";
                    maxInfluencers: number | null;
                    /**
                     * @default {
                     *       "ratePer1kViewsCents": 1000,
                     *       "ratePerEngagementCents": 10,
                     *       "fixedPerPostCents": 0
                     *     }
                     */
                    payTerms?: {
                        /** Format: int32 */
                        fixedPerPostCents: number;
                        /** Format: int32 */
                        ratePer1kViewsCents: number;
                        /** Format: int32 */
                        ratePerEngagementCents: number;
                    };
                    /** @enum {string} */
                    privatePublic: "Public" | "Private";
                    startDate: string | null;
                    /**
                     * @default {
                     *       "usageRights": "organic",
                     *       "paidAdsDays": null,
                     *       "exclusivityDays": null,
                     *       "postsPerCreator": 3,
                     *       "platforms": [
                     *         "instagram",
                     *         "tiktok"
                     *       ],
                     *       "revisionLimit": 2,
                     *       "disclosureRequired": true
                     *     }
                     */
                    terms?: {
                        disclosureRequired: boolean;
                        exclusivityDays: number | null;
                        paidAdsDays: number | null;
                        platforms: ("instagram" | "tiktok")[];
                        /** Format: int32 */
                        postsPerCreator: number;
                        /** Format: int32 */
                        revisionLimit: number;
                        /** @enum {string} */
                        usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budgetCents: number | null;
                        campaignDescription: string;
                        campaignHashtags: string[];
                        campaignName: string;
                        campaignNiche: ("Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education") | null;
                        companyName: string | null;
                        contentGuidelines: string;
                        contentTypes: ("Instagram Post" | "Instagram Story" | "Instagram Reel" | "TikTok Video" | "YouTube Video" | "YouTube Short" | "Blog Post" | "Twitter Post" | "LinkedIn Post")[];
                        createdAt: string;
                        endDate: string | null;
                        endedAt: string | null;
                        id: string;
                        influencerBudgetCents: number | null;
                        maxInfluencers: number | null;
                        payTerms: {
                            /** Format: int32 */
                            fixedPerPostCents: number;
                            /** Format: int32 */
                            ratePer1kViewsCents: number;
                            /** Format: int32 */
                            ratePerEngagementCents: number;
                        };
                        /** @enum {string} */
                        privatePublic: "Public" | "Private";
                        startDate: string | null;
                        /** @enum {string} */
                        status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                        terms: {
                            disclosureRequired: boolean;
                            exclusivityDays: number | null;
                            paidAdsDays: number | null;
                            platforms: ("instagram" | "tiktok")[];
                            /** Format: int32 */
                            postsPerCreator: number;
                            /** Format: int32 */
                            revisionLimit: number;
                            /** @enum {string} */
                            usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                        };
                        termsVersion: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteBusinessCampaignsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessCampaignsByidAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budget: {
                            /** Format: int64 */
                            awaitingFundingCents: number;
                            budgetCents: number | null;
                            /** Format: int64 */
                            fundedCents: number;
                            /** Format: int64 */
                            pendingCents: number;
                            /** Format: int64 */
                            platformFeeCents: number;
                            /** Format: int64 */
                            remainingCents: number;
                            /** Format: int64 */
                            spentCents: number;
                        };
                        campaign: {
                            endDate: string | null;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            startDate: string | null;
                            status: string;
                        };
                        insight: {
                            averageEngagement: number;
                            /** @enum {string} */
                            performance: "excellently" | "well" | "below average";
                            recommendation: string | null;
                            text: string;
                        };
                        participants: {
                            /** Format: int64 */
                            comments: number;
                            /** Format: uuid */
                            creatorId: string;
                            /** Format: int64 */
                            earningsCents: number;
                            engagementRate: number;
                            /** Format: int64 */
                            heldPosts: number;
                            /** Format: int64 */
                            likes: number;
                            name: string;
                            /** Format: int64 */
                            posts: number;
                            profilePicture: string | null;
                            /** Format: int64 */
                            shares: number;
                            status: string;
                            /** Format: int64 */
                            views: number;
                        }[];
                        posts: {
                            /** Format: int64 */
                            comments: number;
                            counted: boolean;
                            /** Format: uuid */
                            creatorId: string;
                            creatorName: string;
                            /** Format: int64 */
                            earningsCents: number;
                            /** @enum {string} */
                            earningsStatus: "none" | "pending" | "held" | "final" | "void";
                            engagementRate: number;
                            held: boolean;
                            /** Format: int64 */
                            likes: number;
                            platform: string;
                            postedAt: string;
                            /** Format: uuid */
                            postId: string;
                            /** Format: int64 */
                            shares: number;
                            stage: string;
                            unverified: boolean;
                            videoUrl: string;
                            /** Format: int64 */
                            views: number;
                        }[];
                        series: {
                            day: string;
                            /** Format: int64 */
                            engagement: number;
                            /** Format: int64 */
                            views: number;
                        }[];
                        spend: {
                            day: string;
                            /** Format: int64 */
                            fundedCents: number;
                            /** Format: int64 */
                            spentCents: number;
                        }[];
                        totals: {
                            /** Format: int64 */
                            comments: number;
                            costPerViewUsd: number;
                            /** Format: int64 */
                            countedPosts: number;
                            /** Format: int64 */
                            earningsCents: number;
                            engagementRate: number;
                            /** Format: int64 */
                            heldPosts: number;
                            /** Format: int64 */
                            likes: number;
                            /** Format: int64 */
                            shares: number;
                            /** Format: int64 */
                            unverifiedPosts: number;
                            /** Format: int64 */
                            views: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessCampaignsByidAnalyticsParticipantsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessCampaignsByidAnalyticsPostsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessCampaignsByidApplicants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreement: {
                            agreedAt: string;
                            id: string;
                            newerVersion: boolean;
                            /** Format: int32 */
                            postsPerCreator?: number;
                            termsVersion: number;
                        } | null;
                        appliedAt: string;
                        campaignId: string;
                        id: string;
                        message: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "left" | "active";
                        user: {
                            bio: string | null;
                            contentNiches: string | null;
                            email: string;
                            followerCounts: {
                                instagram: {
                                    followers: number | null;
                                    verifiedAt: string | null;
                                    verifiedFollowers: number | null;
                                };
                                tiktok: {
                                    followers: number | null;
                                    verifiedAt: string | null;
                                    verifiedFollowers: number | null;
                                };
                            };
                            id: string;
                            instagram: string | null;
                            location: string | null;
                            name: string;
                            profilePicture: string | null;
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                                /** Format: int32 */
                                priceCents: number;
                            }[];
                            tiktok: string | null;
                            websitePortfolio: string | null;
                        };
                    }[];
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessCampaignsByidApplicantsByapplicantIdDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "reject";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreement: {
                            agreedAt: string;
                            id: string;
                            newerVersion: boolean;
                            /** Format: int32 */
                            postsPerCreator?: number;
                            termsVersion: number;
                        } | null;
                        appliedAt: string;
                        campaignId: string;
                        id: string;
                        message: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "left" | "active";
                        user: {
                            bio: string | null;
                            contentNiches: string | null;
                            email: string;
                            followerCounts: {
                                instagram: {
                                    followers: number | null;
                                    verifiedAt: string | null;
                                    verifiedFollowers: number | null;
                                };
                                tiktok: {
                                    followers: number | null;
                                    verifiedAt: string | null;
                                    verifiedFollowers: number | null;
                                };
                            };
                            id: string;
                            instagram: string | null;
                            location: string | null;
                            name: string;
                            profilePicture: string | null;
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                                /** Format: int32 */
                                priceCents: number;
                            }[];
                            tiktok: string | null;
                            websitePortfolio: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessCampaignsByidInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaignId: string;
                        campaignName: string;
                        createdAt: string;
                        creatorId: string;
                        creatorName: string;
                        creatorPicture: string | null;
                        id: string;
                        respondedAt: string | null;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined";
                    }[];
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessCampaignsByidInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-chosen unique key (a UUID); a retry with the same key and body gets the first answer again. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    creatorId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaignId: string;
                        campaignName: string;
                        createdAt: string;
                        creatorId: string;
                        creatorName: string;
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessCampaignsByidPosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        autoApproved: boolean;
                        campaignId: string;
                        comments: number;
                        creator: {
                            id: string;
                            name: string;
                            profilePicture: string | null;
                        };
                        /** @enum {string} */
                        disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                        disclosureTag: string | null;
                        earningsCents: number;
                        /** @enum {string} */
                        earningsStatus: "none" | "pending" | "held" | "final" | "void";
                        engagementRate: number;
                        fixDueAt: string | null;
                        fixNote: string | null;
                        fixRequestLimit: number;
                        fixRequestsUsed: number;
                        holdEvidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        holds: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        }[];
                        id: string;
                        ineligibleReason: string | null;
                        likes: number;
                        /** @enum {string} */
                        metricsSource: "none" | "instagram" | "tiktok" | "manual";
                        metricsUpdatedAt: string | null;
                        metricsVerified: boolean;
                        /** @enum {string} */
                        ownership: "unverified" | "verified" | "mismatch";
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                        postedAt: string;
                        preview: {
                            caption: string | null;
                            fetchedAt: string | null;
                            manual: boolean;
                            thumbnailUrl: string | null;
                            thumbnailUrl2x: string | null;
                        };
                        reviewDueAt: string | null;
                        shares: number;
                        /** @enum {string} */
                        stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                        stageLabel: string;
                        trackingEndsAt: string | null;
                        uncappedEarningsCents: number;
                        videoUrl: string;
                        views: number;
                    }[];
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessCampaignsByidStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "pause" | "resume" | "publish" | "end";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budgetCents: number | null;
                        campaignDescription: string;
                        campaignHashtags: string[];
                        campaignName: string;
                        campaignNiche: ("Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education") | null;
                        companyName: string | null;
                        contentGuidelines: string;
                        contentTypes: ("Instagram Post" | "Instagram Story" | "Instagram Reel" | "TikTok Video" | "YouTube Video" | "YouTube Short" | "Blog Post" | "Twitter Post" | "LinkedIn Post")[];
                        createdAt: string;
                        endDate: string | null;
                        endedAt: string | null;
                        id: string;
                        influencerBudgetCents: number | null;
                        maxInfluencers: number | null;
                        payTerms: {
                            /** Format: int32 */
                            fixedPerPostCents: number;
                            /** Format: int32 */
                            ratePer1kViewsCents: number;
                            /** Format: int32 */
                            ratePerEngagementCents: number;
                        };
                        /** @enum {string} */
                        privatePublic: "Public" | "Private";
                        startDate: string | null;
                        /** @enum {string} */
                        status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                        terms: {
                            disclosureRequired: boolean;
                            exclusivityDays: number | null;
                            paidAdsDays: number | null;
                            platforms: ("instagram" | "tiktok")[];
                            /** Format: int32 */
                            postsPerCreator: number;
                            /** Format: int32 */
                            revisionLimit: number;
                            /** @enum {string} */
                            usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                        };
                        termsVersion: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaigns: {
                            applicantCount: number;
                            budgetCents: number | null;
                            campaignDescription: string;
                            campaignHashtags: string[];
                            campaignName: string;
                            campaignNiche: ("Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education") | null;
                            companyName: string | null;
                            contentGuidelines: string;
                            contentTypes: ("Instagram Post" | "Instagram Story" | "Instagram Reel" | "TikTok Video" | "YouTube Video" | "YouTube Short" | "Blog Post" | "Twitter Post" | "LinkedIn Post")[];
                            createdAt: string;
                            endDate: string | null;
                            endedAt: string | null;
                            engagementRate: number;
                            hasParticipants: boolean;
                            id: string;
                            influencerBudgetCents: number | null;
                            maxInfluencers: number | null;
                            metrics: {
                                comments: number;
                                likes: number;
                                shares: number;
                                views: number;
                            };
                            participantCount: number;
                            payTerms: {
                                /** Format: int32 */
                                fixedPerPostCents: number;
                                /** Format: int32 */
                                ratePer1kViewsCents: number;
                                /** Format: int32 */
                                ratePerEngagementCents: number;
                            };
                            /** @enum {string} */
                            privatePublic: "Public" | "Private";
                            spentCents: number;
                            startDate: string | null;
                            /** @enum {string} */
                            status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                            terms: {
                                disclosureRequired: boolean;
                                exclusivityDays: number | null;
                                paidAdsDays: number | null;
                                platforms: ("instagram" | "tiktok")[];
                                /** Format: int32 */
                                postsPerCreator: number;
                                /** Format: int32 */
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        }[];
                        summary: {
                            active: number;
                            avgRoi: number | null;
                            campaigns: number;
                            engagementRate: number;
                            totalSpentCents: number;
                            totalViews: number;
                        };
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disputes: {
                            campaign: {
                                id: string;
                                name: string;
                            };
                            createdAt: string;
                            decidedAt: string | null;
                            decisionReason: string | null;
                            id: string;
                            /** @enum {string} */
                            openedBy: "creator" | "business";
                            outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                            outcomeLabel: string | null;
                            paidCents: number | null;
                            post: {
                                /** @enum {string} */
                                platform: "instagram" | "tiktok";
                                /** @enum {string} */
                                stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                                videoUrl: string;
                            };
                            postId: string;
                            /** @enum {string} */
                            reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                            reasonLabel: string;
                            /** @enum {string} */
                            status: "open" | "decided";
                        }[];
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessDisputesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: {
                            id: string;
                            name: string;
                        };
                        createdAt: string;
                        decidedAt: string | null;
                        decisionReason: string | null;
                        id: string;
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        outcomeLabel: string | null;
                        paidCents: number | null;
                        post: {
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                        };
                        postId: string;
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessDisputesByidMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: {
                            id: string;
                            name: string;
                        };
                        createdAt: string;
                        decidedAt: string | null;
                        decisionReason: string | null;
                        id: string;
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        outcomeLabel: string | null;
                        paidCents: number | null;
                        post: {
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                        };
                        postId: string;
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessHoldsByidResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /** @enum {string} */
                    resolution: "release" | "void";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        autoApproved: boolean;
                        campaignId: string;
                        comments: number;
                        creator: {
                            id: string;
                            name: string;
                            profilePicture: string | null;
                        };
                        /** @enum {string} */
                        disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                        disclosureTag: string | null;
                        earningsCents: number;
                        /** @enum {string} */
                        earningsStatus: "none" | "pending" | "held" | "final" | "void";
                        engagementRate: number;
                        fixDueAt: string | null;
                        fixNote: string | null;
                        fixRequestLimit: number;
                        fixRequestsUsed: number;
                        holdEvidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        holds: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        }[];
                        id: string;
                        ineligibleReason: string | null;
                        likes: number;
                        /** @enum {string} */
                        metricsSource: "none" | "instagram" | "tiktok" | "manual";
                        metricsUpdatedAt: string | null;
                        metricsVerified: boolean;
                        /** @enum {string} */
                        ownership: "unverified" | "verified" | "mismatch";
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                        postedAt: string;
                        preview: {
                            caption: string | null;
                            fetchedAt: string | null;
                            manual: boolean;
                            thumbnailUrl: string | null;
                            thumbnailUrl2x: string | null;
                        };
                        reviewDueAt: string | null;
                        shares: number;
                        /** @enum {string} */
                        stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                        stageLabel: string;
                        trackingEndsAt: string | null;
                        uncappedEarningsCents: number;
                        videoUrl: string;
                        views: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessInfluencers: {
        parameters: {
            query?: {
                audienceMax?: number;
                audienceMin?: number;
                engagementMax?: number;
                engagementMin?: number;
                location?: "United States" | "Canada" | "United Kingdom" | "Australia" | "Germany" | "France" | "Italy" | "Spain" | "Brazil" | "Mexico" | "India" | "Japan";
                niches?: string;
                page?: number;
                q?: string;
                sort?: "relevance" | "followers" | "engagement" | "recent";
                verifiedOnly?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            audienceSize: number;
                            bio: string | null;
                            engagementRate: number | null;
                            followerCounts: {
                                instagram: {
                                    followers: number | null;
                                    verifiedAt: string | null;
                                    verifiedFollowers: number | null;
                                };
                                tiktok: {
                                    followers: number | null;
                                    verifiedAt: string | null;
                                    verifiedFollowers: number | null;
                                };
                            };
                            id: string;
                            instagram: string | null;
                            lastActiveAt: string | null;
                            location: string | null;
                            name: string;
                            niches: string[];
                            profilePicture: string | null;
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                                /** Format: int32 */
                                priceCents: number;
                            }[];
                            tiktok: string | null;
                            verifiedAudienceSize: number | null;
                        }[];
                        /** Format: int64 */
                        page: number;
                        /** Format: int64 */
                        pageSize: number;
                        /** Format: int64 */
                        total: number;
                        totalIsCapped: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        activeCampaigns: number;
                        /** Format: int64 */
                        balanceCents: number;
                        campaigns: {
                            /** Format: int64 */
                            awaitingFundingCents: number;
                            budgetCents: number | null;
                            /** Format: int64 */
                            fundedCents: number;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: int64 */
                            pendingCents: number;
                            /** Format: int64 */
                            remainingCents: number;
                            /** Format: int64 */
                            spentCents: number;
                            status: string;
                        }[];
                        paymentAccountConnected: boolean;
                        /** Format: int64 */
                        pendingPaymentsCents: number;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        statementMonths: string[];
                        testMode: boolean;
                        /** Format: int64 */
                        totalFundedCents: number;
                        /** Format: int64 */
                        withdrawableCents: number;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPaymentsCampaignsByidFunding: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    amountCents: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        awaitingFundingCents: number;
                        budgetCents: number | null;
                        /** Format: int64 */
                        fundedCents: number;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** Format: int64 */
                        pendingCents: number;
                        /** Format: int64 */
                        remainingCents: number;
                        /** Format: int64 */
                        spentCents: number;
                        status: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPaymentsCheckouts: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    amountCents: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        amountCents: number;
                        dispute: {
                            /** Format: int64 */
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                        } | null;
                        failureMessage: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** @enum {string} */
                        state: "open" | "paid" | "declined" | "expired";
                        testMode: boolean;
                        url: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessPaymentsCheckoutsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        amountCents: number;
                        dispute: {
                            /** Format: int64 */
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                        } | null;
                        failureMessage: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** @enum {string} */
                        state: "open" | "paid" | "declined" | "expired";
                        testMode: boolean;
                        url: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessPaymentsReceiptsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ledger entry id of a deposit or a refund */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        amountCents: number;
                        at: string;
                        /** @enum {string} */
                        currency: "USD";
                        customer: {
                            address: string | null;
                            companyName: string | null;
                            email: string;
                            name: string;
                        };
                        deposit: {
                            /** Format: int64 */
                            amountCents: number;
                            at: string;
                            /** Format: int64 */
                            disputedCents: number;
                            number: string | null;
                            receiptId: string | null;
                            /** Format: int64 */
                            refundedCents: number;
                        };
                        description: string;
                        failureMessage: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "deposit" | "refund";
                        method: {
                            cardBrand: string | null;
                            cardLast4: string | null;
                            label: string;
                        };
                        number: string;
                        platform: {
                            addressLines: string[];
                            legalName: string;
                            supportEmail: string;
                            website: string;
                        };
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        providerReference: string | null;
                        /** @enum {string} */
                        status: "paid" | "pending" | "refunded" | "failed";
                        testMode: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessPaymentsStatementsBymonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            address: string | null;
                            companyName: string | null;
                            email: string;
                            name: string;
                        };
                        from: string;
                        generatedAt: string;
                        isComplete: boolean;
                        lines: {
                            /** Format: int64 */
                            amountCents: number;
                            at: string;
                            /** Format: int64 */
                            balanceAfterCents: number;
                            description: string;
                            id: string;
                            /** @enum {string} */
                            kind: "deposit" | "campaign_funding" | "earnings_reserve" | "earnings_release" | "earnings_settlement" | "escrow_return" | "payout_request" | "payout_paid" | "payout_failed" | "dispute_debit" | "dispute_reinstatement" | "deposit_refund" | "deposit_refund_failed";
                            receiptNumber: string | null;
                        }[];
                        /** Format: int64 */
                        linesOmitted: number;
                        month: string;
                        platform: {
                            addressLines: string[];
                            legalName: string;
                            supportEmail: string;
                            website: string;
                        };
                        to: string;
                        totals: {
                            /** Format: int64 */
                            campaignFundingCents: number;
                            /** Format: int64 */
                            closingCents: number;
                            /** Format: int64 */
                            depositsCents: number;
                            /** Format: int64 */
                            disputesCents: number;
                            /** Format: int64 */
                            escrowReturnsCents: number;
                            /** Format: int64 */
                            openingCents: number;
                            /** Format: int64 */
                            refundsCents: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessPaymentsTransactions: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            account: string;
                            /** Format: int64 */
                            amountCents: number;
                            at: string;
                            /** Format: int64 */
                            balanceAfterCents: number;
                            counterpart: string | null;
                            description: string;
                            id: string;
                            /** @enum {string} */
                            kind: "deposit" | "campaign_funding" | "earnings_reserve" | "earnings_release" | "earnings_settlement" | "escrow_return" | "payout_request" | "payout_paid" | "payout_failed" | "dispute_debit" | "dispute_reinstatement" | "deposit_refund" | "deposit_refund_failed";
                            moveId: string;
                        }[];
                        /** Format: int64 */
                        page: number;
                        /** Format: int64 */
                        pageSize: number;
                        /** Format: int64 */
                        total: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBusinessPaymentsTransactionsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPaymentsWithdrawals: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    amountCents: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        amountCents: number;
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        refunds: {
                            /** Format: int64 */
                            amountCents: number;
                            failureMessage: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPostsByidApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    disclosureSeen?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        autoApproved: boolean;
                        campaignId: string;
                        comments: number;
                        creator: {
                            id: string;
                            name: string;
                            profilePicture: string | null;
                        };
                        /** @enum {string} */
                        disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                        disclosureTag: string | null;
                        earningsCents: number;
                        /** @enum {string} */
                        earningsStatus: "none" | "pending" | "held" | "final" | "void";
                        engagementRate: number;
                        fixDueAt: string | null;
                        fixNote: string | null;
                        fixRequestLimit: number;
                        fixRequestsUsed: number;
                        holdEvidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        holds: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        }[];
                        id: string;
                        ineligibleReason: string | null;
                        likes: number;
                        /** @enum {string} */
                        metricsSource: "none" | "instagram" | "tiktok" | "manual";
                        metricsUpdatedAt: string | null;
                        metricsVerified: boolean;
                        /** @enum {string} */
                        ownership: "unverified" | "verified" | "mismatch";
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                        postedAt: string;
                        preview: {
                            caption: string | null;
                            fetchedAt: string | null;
                            manual: boolean;
                            thumbnailUrl: string | null;
                            thumbnailUrl2x: string | null;
                        };
                        reviewDueAt: string | null;
                        shares: number;
                        /** @enum {string} */
                        stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                        stageLabel: string;
                        trackingEndsAt: string | null;
                        uncappedEarningsCents: number;
                        videoUrl: string;
                        views: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPostsByidMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int64 */
                    comments: number;
                    /** Format: int64 */
                    likes: number;
                    /** Format: int64 */
                    shares: number;
                    /** Format: int64 */
                    views: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        autoApproved: boolean;
                        campaignId: string;
                        comments: number;
                        creator: {
                            id: string;
                            name: string;
                            profilePicture: string | null;
                        };
                        /** @enum {string} */
                        disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                        disclosureTag: string | null;
                        earningsCents: number;
                        /** @enum {string} */
                        earningsStatus: "none" | "pending" | "held" | "final" | "void";
                        engagementRate: number;
                        fixDueAt: string | null;
                        fixNote: string | null;
                        fixRequestLimit: number;
                        fixRequestsUsed: number;
                        holdEvidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        holds: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        }[];
                        id: string;
                        ineligibleReason: string | null;
                        likes: number;
                        /** @enum {string} */
                        metricsSource: "none" | "instagram" | "tiktok" | "manual";
                        metricsUpdatedAt: string | null;
                        metricsVerified: boolean;
                        /** @enum {string} */
                        ownership: "unverified" | "verified" | "mismatch";
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                        postedAt: string;
                        preview: {
                            caption: string | null;
                            fetchedAt: string | null;
                            manual: boolean;
                            thumbnailUrl: string | null;
                            thumbnailUrl2x: string | null;
                        };
                        reviewDueAt: string | null;
                        shares: number;
                        /** @enum {string} */
                        stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                        stageLabel: string;
                        trackingEndsAt: string | null;
                        uncappedEarningsCents: number;
                        videoUrl: string;
                        views: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPostsByidRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPostsByidReleasePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        autoApproved: boolean;
                        campaignId: string;
                        comments: number;
                        creator: {
                            id: string;
                            name: string;
                            profilePicture: string | null;
                        };
                        /** @enum {string} */
                        disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                        disclosureTag: string | null;
                        earningsCents: number;
                        /** @enum {string} */
                        earningsStatus: "none" | "pending" | "held" | "final" | "void";
                        engagementRate: number;
                        fixDueAt: string | null;
                        fixNote: string | null;
                        fixRequestLimit: number;
                        fixRequestsUsed: number;
                        holdEvidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        holds: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        }[];
                        id: string;
                        ineligibleReason: string | null;
                        likes: number;
                        /** @enum {string} */
                        metricsSource: "none" | "instagram" | "tiktok" | "manual";
                        metricsUpdatedAt: string | null;
                        metricsVerified: boolean;
                        /** @enum {string} */
                        ownership: "unverified" | "verified" | "mismatch";
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                        postedAt: string;
                        preview: {
                            caption: string | null;
                            fetchedAt: string | null;
                            manual: boolean;
                            thumbnailUrl: string | null;
                            thumbnailUrl2x: string | null;
                        };
                        reviewDueAt: string | null;
                        shares: number;
                        /** @enum {string} */
                        stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                        stageLabel: string;
                        trackingEndsAt: string | null;
                        uncappedEarningsCents: number;
                        videoUrl: string;
                        views: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPostsByidRequestFix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        autoApproved: boolean;
                        campaignId: string;
                        comments: number;
                        creator: {
                            id: string;
                            name: string;
                            profilePicture: string | null;
                        };
                        /** @enum {string} */
                        disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                        disclosureTag: string | null;
                        earningsCents: number;
                        /** @enum {string} */
                        earningsStatus: "none" | "pending" | "held" | "final" | "void";
                        engagementRate: number;
                        fixDueAt: string | null;
                        fixNote: string | null;
                        fixRequestLimit: number;
                        fixRequestsUsed: number;
                        holdEvidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        holds: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        }[];
                        id: string;
                        ineligibleReason: string | null;
                        likes: number;
                        /** @enum {string} */
                        metricsSource: "none" | "instagram" | "tiktok" | "manual";
                        metricsUpdatedAt: string | null;
                        metricsVerified: boolean;
                        /** @enum {string} */
                        ownership: "unverified" | "verified" | "mismatch";
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                        postedAt: string;
                        preview: {
                            caption: string | null;
                            fetchedAt: string | null;
                            manual: boolean;
                            thumbnailUrl: string | null;
                            thumbnailUrl2x: string | null;
                        };
                        reviewDueAt: string | null;
                        shares: number;
                        /** @enum {string} */
                        stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                        stageLabel: string;
                        trackingEndsAt: string | null;
                        uncappedEarningsCents: number;
                        videoUrl: string;
                        views: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postBusinessPostsBypostIdDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @enum {string} */
                    reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: {
                            id: string;
                            name: string;
                        };
                        createdAt: string;
                        decidedAt: string | null;
                        decisionReason: string | null;
                        id: string;
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        outcomeLabel: string | null;
                        paidCents: number | null;
                        post: {
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                        };
                        postId: string;
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putChatBlocksByuserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteChatBlocksByuserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            blockedByMe: boolean;
                            blockedMe: boolean;
                            campaignId: string | null;
                            campaignTitle: string | null;
                            id: string;
                            lastMessage: string | null;
                            lastMessageAt: string | null;
                            lastMessageFromMe: boolean;
                            /** Format: int64 */
                            lastSeq: number;
                            partnerId: string;
                            partnerName: string;
                            partnerPicture: string | null;
                            /** Format: int64 */
                            unreadCount: number;
                        }[];
                        /** Format: int64 */
                        unreadTotal: number;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatConversationsByidMessages: {
        parameters: {
            query?: {
                after?: number;
                before?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasNewer: boolean;
                        hasOlder: boolean;
                        items: {
                            clientId: string;
                            conversationId: string;
                            createdAt: string;
                            id: string;
                            receiverId: string;
                            senderId: string;
                            /** Format: int64 */
                            seq: number;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postChatConversationsByidRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    seq: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postChatMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    campaignId?: string;
                    /** Format: uuid */
                    clientId: string;
                    /** @description At most 2,000 characters as a person counts them. */
                    text: string;
                    /** Format: uuid */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        conversationId: string;
                        createdAt: string;
                        id: string;
                        receiverId: string;
                        senderId: string;
                        /** Format: int64 */
                        seq: number;
                        text: string;
                    };
                };
            };
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        conversationId: string;
                        createdAt: string;
                        id: string;
                        receiverId: string;
                        senderId: string;
                        /** Format: int64 */
                        seq: number;
                        text: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatPartnersByuserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canSend: boolean;
                        conversationId: string | null;
                        partner: {
                            id: string;
                            name: string;
                            picture: string | null;
                        };
                        reason: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        unreadTotal: number;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorCampaigns: {
        parameters: {
            query?: {
                budget?: "0-500" | "500-1000" | "1000-5000" | "5000+";
                niche?: "Beauty & Cosmetics" | "Fashion & Style" | "Health & Fitness" | "Technology" | "Food & Beverage" | "Travel & Lifestyle" | "Gaming" | "Business & Finance" | "Home & Garden" | "Sports" | "Entertainment" | "Education";
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: "newest" | "closing" | "budget";
                visibility?: "public" | "private";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            brandId: string;
                            budgetCents: number | null;
                            campaignDescription: string;
                            campaignHashtags: string[];
                            campaignName: string;
                            campaignNiche: string | null;
                            companyName: string | null;
                            contentGuidelines: string;
                            contentTypes: string[];
                            createdAt: string;
                            endDate: string | null;
                            escrowCents: number;
                            id: string;
                            influencerBudgetCents: number | null;
                            maxInfluencers: number | null;
                            myApplicationStatus: ("pending" | "approved" | "rejected" | "left" | "active") | null;
                            participantCount: number;
                            payTerms: {
                                /** Format: int32 */
                                fixedPerPostCents: number;
                                /** Format: int32 */
                                ratePer1kViewsCents: number;
                                /** Format: int32 */
                                ratePerEngagementCents: number;
                            };
                            /** @enum {string} */
                            privatePublic: "Public" | "Private";
                            startDate: string | null;
                            terms: {
                                disclosureRequired: boolean;
                                exclusivityDays: number | null;
                                paidAdsDays: number | null;
                                platforms: ("instagram" | "tiktok")[];
                                /** Format: int32 */
                                postsPerCreator: number;
                                /** Format: int32 */
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorCampaignsByidAgreements: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-chosen unique key (a UUID); a retry with the same key and body gets the first answer again. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    agreed: true;
                    termsHash: string;
                    /** Format: int32 */
                    termsVersion: number;
                    /** @default [] */
                    warningsShown?: "perpetual_licence"[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreedAt: string;
                        id: string;
                        newerVersion: boolean;
                        /** Format: int32 */
                        postsPerCreator?: number;
                        termsVersion: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorCampaignsByidApplications: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-chosen unique key (a UUID); a retry with the same key and body gets the first answer again. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agreement: {
                        /** @enum {boolean} */
                        agreed: true;
                        termsHash: string;
                        /** Format: int32 */
                        termsVersion: number;
                        /** @default [] */
                        warningsShown?: "perpetual_licence"[];
                    };
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaignId: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "left" | "active";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorCampaignsByidContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-chosen unique key (a UUID); a retry with the same key and body gets the first answer again. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    platform: "instagram" | "tiktok";
                    videoUrl: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        autoApproved: boolean;
                        awaitingFundingCents: number;
                        campaignId: string;
                        comments: number;
                        /** @enum {string} */
                        disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                        earningsCents: number;
                        /** @enum {string} */
                        earningsStatus: "none" | "pending" | "held" | "final" | "void";
                        engagementRate: number;
                        fixDueAt: string | null;
                        fixNote: string | null;
                        fixRequestLimit: number;
                        fixRequestsUsed: number;
                        holdEvidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        holdReasons: string[];
                        id: string;
                        ineligibleReason: string | null;
                        likes: number;
                        metricsVerified: boolean;
                        openHolds: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        }[];
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                        postedAt: string;
                        preview: {
                            caption: string | null;
                            fetchedAt: string | null;
                            manual: boolean;
                            thumbnailUrl: string | null;
                            thumbnailUrl2x: string | null;
                        };
                        reviewDueAt: string | null;
                        shares: number;
                        /** @enum {string} */
                        stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                        trackingEndsAt: string | null;
                        videoUrl: string;
                        views: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorCampaignsByidLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorCampaignsByidTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaignId: string;
                        hash: string;
                        lines: {
                            /** @enum {string} */
                            key: "usageRights" | "exclusivity" | "deliverables" | "revisions" | "disclosure";
                            label: string;
                            text: string;
                            warning: string | null;
                        }[];
                        terms: {
                            disclosureRequired: boolean;
                            exclusivityDays: number | null;
                            paidAdsDays: number | null;
                            platforms: ("instagram" | "tiktok")[];
                            /** Format: int32 */
                            postsPerCreator: number;
                            /** Format: int32 */
                            revisionLimit: number;
                            /** @enum {string} */
                            usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                        };
                        text: string;
                        version: number;
                        warnings: "perpetual_licence"[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            connectedAt: string;
                            /** @enum {string} */
                            status: "active" | "needs_reauth";
                            username: string;
                            verifiedAt: string | null;
                            verifiedFollowers: number | null;
                        } | null;
                        available: boolean;
                        /** @enum {string} */
                        platform: "instagram" | "tiktok";
                    }[];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorConnectionsByplatform: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                platform: "instagram" | "tiktok";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteCreatorConnectionsByplatform: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                platform: "instagram" | "tiktok";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorConnectionsByplatformCallback: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                error_description?: string;
                error_reason?: string;
                scopes?: string;
                state?: string;
            };
            header?: never;
            path: {
                platform: "instagram" | "tiktok";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect to the profile settings, which say how the connection went. */
            302: {
                headers: {
                    /** @description Where to go next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaigns: {
                            agreement: {
                                agreedAt: string;
                                id: string;
                                newerVersion: boolean;
                                /** Format: int32 */
                                postsPerCreator?: number;
                                termsVersion: number;
                            } | null;
                            application: {
                                appliedAt: string;
                                id: string;
                                message: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "left" | "active";
                            };
                            brand: {
                                companyName: string | null;
                                id: string;
                                name: string;
                            };
                            campaign: {
                                campaignDescription: string;
                                campaignHashtags: string[];
                                campaignName: string;
                                campaignNiche: string | null;
                                contentGuidelines: string;
                                endDate: string | null;
                                id: string;
                                influencerBudgetCents: number | null;
                                payTerms: {
                                    /** Format: int32 */
                                    fixedPerPostCents: number;
                                    /** Format: int32 */
                                    ratePer1kViewsCents: number;
                                    /** Format: int32 */
                                    ratePerEngagementCents: number;
                                };
                                /** @enum {string} */
                                privatePublic: "Public" | "Private";
                                startDate: string | null;
                                /** @enum {string} */
                                status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                                terms: {
                                    disclosureRequired: boolean;
                                    exclusivityDays: number | null;
                                    paidAdsDays: number | null;
                                    platforms: ("instagram" | "tiktok")[];
                                    /** Format: int32 */
                                    postsPerCreator: number;
                                    /** Format: int32 */
                                    revisionLimit: number;
                                    /** @enum {string} */
                                    usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                                };
                                termsVersion: number;
                            };
                            content: {
                                autoApproved: boolean;
                                awaitingFundingCents: number;
                                campaignId: string;
                                comments: number;
                                /** @enum {string} */
                                disclosureState: "not_required" | "unchecked" | "found" | "missing" | "confirmed";
                                earningsCents: number;
                                /** @enum {string} */
                                earningsStatus: "none" | "pending" | "held" | "final" | "void";
                                engagementRate: number;
                                fixDueAt: string | null;
                                fixNote: string | null;
                                fixRequestLimit: number;
                                fixRequestsUsed: number;
                                holdEvidence: {
                                    basis: string | null;
                                    points: {
                                        at: string;
                                        expectedLikes: number | null;
                                        expectedViews: number | null;
                                        likes: number | null;
                                        views: number | null;
                                    }[];
                                } | null;
                                holdReasons: string[];
                                id: string;
                                ineligibleReason: string | null;
                                likes: number;
                                metricsVerified: boolean;
                                openHolds: {
                                    appealDeadline: string | null;
                                    appealedAt: string | null;
                                    appealNote: string | null;
                                    createdAt: string;
                                    id: string;
                                    reason: string;
                                    resolvedAt: string | null;
                                    rule: string;
                                    /** @enum {string} */
                                    status: "open" | "released" | "voided";
                                    voidRequestedAt: string | null;
                                }[];
                                /** @enum {string} */
                                platform: "instagram" | "tiktok";
                                postedAt: string;
                                preview: {
                                    caption: string | null;
                                    fetchedAt: string | null;
                                    manual: boolean;
                                    thumbnailUrl: string | null;
                                    thumbnailUrl2x: string | null;
                                };
                                reviewDueAt: string | null;
                                shares: number;
                                /** @enum {string} */
                                stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                                trackingEndsAt: string | null;
                                videoUrl: string;
                                views: number;
                            }[];
                            earningsCents: number;
                        }[];
                        summary: {
                            activeCampaigns: number;
                            earnedCents: number;
                            engagementRate: number;
                            totalCampaigns: number;
                            totalComments: number;
                            totalLikes: number;
                            totalViews: number;
                            withdrawnCents: number;
                        };
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disputes: {
                            campaign: {
                                id: string;
                                name: string;
                            };
                            createdAt: string;
                            decidedAt: string | null;
                            decisionReason: string | null;
                            id: string;
                            /** @enum {string} */
                            openedBy: "creator" | "business";
                            outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                            outcomeLabel: string | null;
                            paidCents: number | null;
                            post: {
                                /** @enum {string} */
                                platform: "instagram" | "tiktok";
                                /** @enum {string} */
                                stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                                videoUrl: string;
                            };
                            postId: string;
                            /** @enum {string} */
                            reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                            reasonLabel: string;
                            /** @enum {string} */
                            status: "open" | "decided";
                        }[];
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorDisputesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: {
                            id: string;
                            name: string;
                        };
                        createdAt: string;
                        decidedAt: string | null;
                        decisionReason: string | null;
                        id: string;
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        outcomeLabel: string | null;
                        paidCents: number | null;
                        post: {
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                        };
                        postId: string;
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorDisputesByidMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: {
                            id: string;
                            name: string;
                        };
                        createdAt: string;
                        decidedAt: string | null;
                        decisionReason: string | null;
                        id: string;
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        outcomeLabel: string | null;
                        paidCents: number | null;
                        post: {
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                        };
                        postId: string;
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        availableCents: number;
                        campaigns: {
                            /** Format: uuid */
                            campaignId: string;
                            /** Format: int64 */
                            comments: number;
                            companyName: string | null;
                            /** Format: int64 */
                            earningsCents: number;
                            /** Format: int64 */
                            likes: number;
                            name: string;
                            /** Format: int64 */
                            posts: number;
                            /** Format: int64 */
                            shares: number;
                            status: string;
                            /** @enum {string} */
                            tab: "live" | "completed" | "other";
                            /** Format: int64 */
                            views: number;
                        }[];
                        growthPercent: number;
                        monthly: {
                            growthPercent: number;
                            /** Format: int64 */
                            lastMonthCents: number;
                            /** Format: int64 */
                            thisMonthCents: number;
                        };
                        payments: {
                            at: string;
                            /** Format: int64 */
                            awaitingFundingCents: number;
                            campaignId: string | null;
                            campaignName: string;
                            companyName: string | null;
                            /** Format: int64 */
                            feeCents: number;
                            /** Format: int64 */
                            grossCents: number;
                            /** Format: int64 */
                            netCents: number;
                            /** Format: uuid */
                            postId: string;
                            /** @enum {string} */
                            status: "completed" | "pending" | "review";
                        }[];
                        payoutAccount: {
                            active: boolean;
                            label: string;
                            /** @enum {string} */
                            provider: "test" | "stripe";
                        } | null;
                        payouts: {
                            /** Format: int64 */
                            amountCents: number;
                            delayReason: string | null;
                            failureMessage: string | null;
                            /** Format: uuid */
                            id: string;
                            processedAt: string | null;
                            requestedAt: string;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "failed" | "delayed";
                        }[];
                        /** Format: int64 */
                        pendingCents: number;
                        pendingReleases: {
                            availableAt: string;
                            /** @enum {string} */
                            basis: "tracking" | "review";
                            campaignName: string;
                            /** Format: int64 */
                            cents: number;
                            /** Format: uuid */
                            postId: string;
                        }[];
                        /** Format: int64 */
                        platformFeesCents: number;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        testMode: boolean;
                        /** Format: int64 */
                        totalEarningsCents: number;
                        /** Format: int64 */
                        underReviewCents: number;
                        videos: {
                            campaignName: string;
                            /** Format: int64 */
                            comments: number;
                            /** Format: int64 */
                            earningsCents: number;
                            engagementRate: number;
                            /** Format: int64 */
                            likes: number;
                            platform: string;
                            postedAt: string;
                            /** Format: uuid */
                            postId: string;
                            /** Format: int64 */
                            shares: number;
                            stage: string;
                            videoUrl: string;
                            /** Format: int64 */
                            views: number;
                        }[];
                        /** Format: int64 */
                        withdrawnCents: number;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorEarningsPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorEarningsPayoutAccountRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        label: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                    } | null;
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorEarningsPayoutsByidStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        creator: {
                            address: string | null;
                            companyName: string | null;
                            email: string;
                            name: string;
                        };
                        /** @enum {string} */
                        currency: "USD";
                        delayReason: string | null;
                        earningsToDate: {
                            /** Format: int64 */
                            feeCents: number;
                            /** Format: int64 */
                            grossCents: number;
                            /** Format: int64 */
                            netCents: number;
                        };
                        failureMessage: string | null;
                        /** Format: int64 */
                        feeCents: number;
                        /** Format: int64 */
                        grossCents: number;
                        /** Format: uuid */
                        id: string;
                        method: string | null;
                        /** Format: int64 */
                        netCents: number;
                        number: string;
                        platform: {
                            addressLines: string[];
                            legalName: string;
                            supportEmail: string;
                            website: string;
                        };
                        processedAt: string | null;
                        provider: ("test" | "stripe") | null;
                        providerReference: string | null;
                        requestedAt: string;
                        /** @enum {string} */
                        status: "requested" | "approved" | "paid" | "failed" | "delayed";
                        testMode: boolean;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorEarningsTax: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            addressLine1: string;
                            addressLine2: string;
                            businessName: string;
                            certifiedAt: string;
                            city: string;
                            /** @enum {string} */
                            classification: "individual" | "c_corporation" | "s_corporation" | "partnership" | "trust_estate" | "llc_c" | "llc_s" | "llc_p";
                            /** @enum {string} */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            dateOfBirth: string | null;
                            /** @enum {string} */
                            form: "W-9" | "W-8BEN";
                            legalName: string;
                            postalCode: string;
                            region: string;
                            taxIdMasked: string;
                        } | null;
                        paidThisYearCents: number;
                        thresholdCents: number;
                        withdrawableWithoutDetailsCents: number | null;
                        year: number;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putCreatorEarningsTax: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1: string;
                    /** @default  */
                    addressLine2?: string;
                    /** @default  */
                    businessName?: string;
                    /** @enum {boolean} */
                    certify: true;
                    city: string;
                    /** @enum {string} */
                    classification: "individual" | "c_corporation" | "s_corporation" | "partnership" | "trust_estate" | "llc_c" | "llc_s" | "llc_p";
                    /** @enum {string} */
                    country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    /** @default null */
                    dateOfBirth?: string | null;
                    legalName: string;
                    /** @default  */
                    postalCode?: string;
                    /** @default  */
                    region?: string;
                    taxId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            addressLine1: string;
                            addressLine2: string;
                            businessName: string;
                            certifiedAt: string;
                            city: string;
                            /** @enum {string} */
                            classification: "individual" | "c_corporation" | "s_corporation" | "partnership" | "trust_estate" | "llc_c" | "llc_s" | "llc_p";
                            /** @enum {string} */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            dateOfBirth: string | null;
                            /** @enum {string} */
                            form: "W-9" | "W-8BEN";
                            legalName: string;
                            postalCode: string;
                            region: string;
                            taxIdMasked: string;
                        } | null;
                        paidThisYearCents: number;
                        thresholdCents: number;
                        withdrawableWithoutDetailsCents: number | null;
                        year: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorEarningsTransactionsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorEarningsWithdrawals: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    amountCents: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        amountCents: number;
                        delayReason: string | null;
                        failureMessage: string | null;
                        /** Format: uuid */
                        id: string;
                        processedAt: string | null;
                        requestedAt: string;
                        /** @enum {string} */
                        status: "requested" | "approved" | "paid" | "failed" | "delayed";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorHoldsByidAppeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hold: {
                            appealDeadline: string | null;
                            appealedAt: string | null;
                            appealNote: string | null;
                            createdAt: string;
                            id: string;
                            reason: string;
                            resolvedAt: string | null;
                            rule: string;
                            /** @enum {string} */
                            status: "open" | "released" | "voided";
                            voidRequestedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: {
                            companyName: string | null;
                            id: string;
                            name: string;
                        };
                        campaign: {
                            campaignDescription: string;
                            campaignName: string;
                            campaignNiche: string | null;
                            endDate: string | null;
                            id: string;
                            influencerBudgetCents: number | null;
                            /** @enum {string} */
                            privatePublic: "Public" | "Private";
                            startDate: string | null;
                            /** @enum {string} */
                            status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                            terms: {
                                disclosureRequired: boolean;
                                exclusivityDays: number | null;
                                paidAdsDays: number | null;
                                platforms: ("instagram" | "tiktok")[];
                                /** Format: int32 */
                                postsPerCreator: number;
                                /** Format: int32 */
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        };
                        createdAt: string;
                        id: string;
                        respondedAt: string | null;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined";
                    }[];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorInvitationsByidDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agreement?: {
                        /** @enum {boolean} */
                        agreed: true;
                        termsHash: string;
                        /** Format: int32 */
                        termsVersion: number;
                        /** @default [] */
                        warningsShown?: "perpetual_licence"[];
                    };
                    /** @enum {string} */
                    decision: "accept" | "decline";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: {
                            companyName: string | null;
                            id: string;
                            name: string;
                        };
                        campaign: {
                            campaignDescription: string;
                            campaignName: string;
                            campaignNiche: string | null;
                            endDate: string | null;
                            id: string;
                            influencerBudgetCents: number | null;
                            /** @enum {string} */
                            privatePublic: "Public" | "Private";
                            startDate: string | null;
                            /** @enum {string} */
                            status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                            terms: {
                                disclosureRequired: boolean;
                                exclusivityDays: number | null;
                                paidAdsDays: number | null;
                                platforms: ("instagram" | "tiktok")[];
                                /** Format: int32 */
                                postsPerCreator: number;
                                /** Format: int32 */
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        };
                        createdAt: string;
                        id: string;
                        respondedAt: string | null;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putCreatorPostsByidLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    videoUrl: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCreatorPostsBypostIdDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @enum {string} */
                    reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: {
                            id: string;
                            name: string;
                        };
                        createdAt: string;
                        decidedAt: string | null;
                        decisionReason: string | null;
                        id: string;
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        outcomeLabel: string | null;
                        paidCents: number | null;
                        post: {
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                        };
                        postId: string;
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCreatorProfileRateCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putCreatorProfileRateCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rates: {
                        /** @enum {string} */
                        format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                        /** Format: int32 */
                        priceCents: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEmailUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postEmailUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        enabled: boolean;
                        /** @enum {string} */
                        kind: "invitations" | "application_decisions" | "new_applicants" | "post_approvals" | "fix_requests" | "holds" | "payouts" | "unread_messages";
                        label: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEmailUnsubscribeDetails: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        enabled: boolean;
                        /** @enum {string} */
                        kind: "invitations" | "application_decisions" | "new_applicants" | "post_approvals" | "fix_requests" | "holds" | "payouts" | "unread_messages";
                        label: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postLedgerTestModeCheckoutsByidDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        amountCents: number;
                        dispute: {
                            /** Format: int64 */
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                        } | null;
                        failureMessage: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** @enum {string} */
                        state: "open" | "paid" | "declined" | "expired";
                        testMode: boolean;
                        url: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postLedgerTestModeCheckoutsByidPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardNumber: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        amountCents: number;
                        dispute: {
                            /** Format: int64 */
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                        } | null;
                        failureMessage: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** @enum {string} */
                        state: "open" | "paid" | "declined" | "expired";
                        testMode: boolean;
                        url: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postLedgerTestModePayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountHolder: string;
                    accountNumber: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        label: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postLedgerWebhooksByprovider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "test" | "stripe";
            };
            cookie?: never;
        };
        /** @description The raw bytes (at most 1 MiB), read as they were sent: a signature covers them. */
        requestBody: {
            content: {
                "application/json": Blob;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applied: boolean;
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        banner: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        bio: string | null;
                        businessBio: string | null;
                        campaignBudget: string | null;
                        companyName: string | null;
                        contentNiches: string[];
                        dateOfBirth: string | null;
                        email: string;
                        followerCounts: {
                            instagram: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                            tiktok: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                        };
                        hashtagsKeywords: string[];
                        id: string;
                        instagram: string | null;
                        instagramFollowers: number | null;
                        location: string | null;
                        name: string;
                        phoneNumber: string | null;
                        portfolio: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        }[];
                        preferredContentTypes: string[];
                        preferredIndustry: string[];
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        targetAudience: string | null;
                        tiktok: string | null;
                        tiktokFollowers: number | null;
                        twitter: string | null;
                        websitePortfolio: string | null;
                        youtube: string | null;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    patchMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio?: string | null;
                    businessBio?: string | null;
                    campaignBudget?: ("under-1k" | "1k-5k" | "5k-10k" | "10k-25k" | "25k-plus") | null;
                    companyName?: string;
                    contentNiches?: ("Fashion" | "Beauty" | "Fitness" | "Food" | "Travel" | "Tech" | "Gaming" | "Lifestyle" | "Photography" | "Art" | "Music" | "Sports" | "Education" | "Comedy")[];
                    dateOfBirth?: string | "" | null;
                    hashtagsKeywords?: string[];
                    instagram?: string | null;
                    instagramFollowers?: number | null;
                    location?: string | null;
                    name?: string;
                    phoneNumber?: string | null;
                    preferredContentTypes?: ("product-reviews" | "unboxing" | "tutorials" | "lifestyle-content" | "behind-the-scenes" | "story-posts" | "reels-short-videos" | "live-streams")[];
                    preferredIndustry?: ("fashion-beauty" | "food-beverage" | "technology" | "health-wellness" | "travel-tourism" | "entertainment" | "education" | "sports-fitness" | "home-garden" | "automotive" | "finance" | "real-estate")[];
                    targetAudience?: ("Gen Z (18-24)" | "Millennials (25-34)" | "Gen X (35-44)" | "Baby Boomers (45+)" | "Parents" | "Students" | "Professionals" | "Entrepreneurs" | "Other") | null;
                    tiktok?: string | null;
                    tiktokFollowers?: number | null;
                    twitter?: string | null;
                    websitePortfolio?: string | null;
                    youtube?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        banner: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        bio: string | null;
                        businessBio: string | null;
                        campaignBudget: string | null;
                        companyName: string | null;
                        contentNiches: string[];
                        dateOfBirth: string | null;
                        email: string;
                        followerCounts: {
                            instagram: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                            tiktok: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                        };
                        hashtagsKeywords: string[];
                        id: string;
                        instagram: string | null;
                        instagramFollowers: number | null;
                        location: string | null;
                        name: string;
                        phoneNumber: string | null;
                        portfolio: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        }[];
                        preferredContentTypes: string[];
                        preferredIndustry: string[];
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        targetAudience: string | null;
                        tiktok: string | null;
                        tiktokFollowers: number | null;
                        twitter: string | null;
                        websitePortfolio: string | null;
                        youtube: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMeImagesBykind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "logo" | "profile-picture" | "banner";
            };
            cookie?: never;
        };
        /** @description One image file in the field "file" (image/jpeg,image/png,image/webp,image/avif,image/gif; at most 10485760 bytes). */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        banner: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        bio: string | null;
                        businessBio: string | null;
                        campaignBudget: string | null;
                        companyName: string | null;
                        contentNiches: string[];
                        dateOfBirth: string | null;
                        email: string;
                        followerCounts: {
                            instagram: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                            tiktok: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                        };
                        hashtagsKeywords: string[];
                        id: string;
                        instagram: string | null;
                        instagramFollowers: number | null;
                        location: string | null;
                        name: string;
                        phoneNumber: string | null;
                        portfolio: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        }[];
                        preferredContentTypes: string[];
                        preferredIndustry: string[];
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        targetAudience: string | null;
                        tiktok: string | null;
                        tiktokFollowers: number | null;
                        twitter: string | null;
                        websitePortfolio: string | null;
                        youtube: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMeImagesBykind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "logo" | "profile-picture" | "banner";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        banner: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        bio: string | null;
                        businessBio: string | null;
                        campaignBudget: string | null;
                        companyName: string | null;
                        contentNiches: string[];
                        dateOfBirth: string | null;
                        email: string;
                        followerCounts: {
                            instagram: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                            tiktok: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                        };
                        hashtagsKeywords: string[];
                        id: string;
                        instagram: string | null;
                        instagramFollowers: number | null;
                        location: string | null;
                        name: string;
                        phoneNumber: string | null;
                        portfolio: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        }[];
                        preferredContentTypes: string[];
                        preferredIndustry: string[];
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        targetAudience: string | null;
                        tiktok: string | null;
                        tiktokFollowers: number | null;
                        twitter: string | null;
                        websitePortfolio: string | null;
                        youtube: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMePortfolio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One image file in the field "file" (image/jpeg,image/png,image/webp,image/avif,image/gif; at most 10485760 bytes). */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        banner: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        bio: string | null;
                        businessBio: string | null;
                        campaignBudget: string | null;
                        companyName: string | null;
                        contentNiches: string[];
                        dateOfBirth: string | null;
                        email: string;
                        followerCounts: {
                            instagram: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                            tiktok: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                        };
                        hashtagsKeywords: string[];
                        id: string;
                        instagram: string | null;
                        instagramFollowers: number | null;
                        location: string | null;
                        name: string;
                        phoneNumber: string | null;
                        portfolio: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        }[];
                        preferredContentTypes: string[];
                        preferredIndustry: string[];
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        targetAudience: string | null;
                        tiktok: string | null;
                        tiktokFollowers: number | null;
                        twitter: string | null;
                        websitePortfolio: string | null;
                        youtube: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMePortfolioByimageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        banner: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        bio: string | null;
                        businessBio: string | null;
                        campaignBudget: string | null;
                        companyName: string | null;
                        contentNiches: string[];
                        dateOfBirth: string | null;
                        email: string;
                        followerCounts: {
                            instagram: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                            tiktok: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                        };
                        hashtagsKeywords: string[];
                        id: string;
                        instagram: string | null;
                        instagramFollowers: number | null;
                        location: string | null;
                        name: string;
                        phoneNumber: string | null;
                        portfolio: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        }[];
                        preferredContentTypes: string[];
                        preferredIndustry: string[];
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        targetAudience: string | null;
                        tiktok: string | null;
                        tiktokFollowers: number | null;
                        twitter: string | null;
                        websitePortfolio: string | null;
                        youtube: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            enabled: boolean;
                            /** @enum {string} */
                            kind: "invitations" | "application_decisions" | "new_applicants" | "post_approvals" | "fix_requests" | "holds" | "payouts" | "unread_messages";
                        }[];
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        enabled: boolean;
                        /** @enum {string} */
                        kind: "invitations" | "application_decisions" | "new_applicants" | "post_approvals" | "fix_requests" | "holds" | "payouts" | "unread_messages";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            enabled: boolean;
                            /** @enum {string} */
                            kind: "invitations" | "application_decisions" | "new_applicants" | "post_approvals" | "fix_requests" | "holds" | "payouts" | "unread_messages";
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            body: string;
                            campaignId: string | null;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            kind: "application_received" | "application_accepted" | "application_rejected" | "invitation_received" | "invitation_accepted" | "invitation_declined" | "content_submitted" | "message_received" | "content_approved" | "content_needs_fix" | "content_resubmitted" | "content_held" | "hold_released" | "hold_voided" | "payout_paid" | "payout_failed" | "hold_void_requested" | "hold_appealed" | "hold_decided" | "dispute_opened" | "dispute_message" | "dispute_decided" | "account_suspended" | "account_reinstated" | "report_decided" | "terms_updated";
                            link: string;
                            readAt: string | null;
                            title: string;
                        }[];
                        /** Format: int64 */
                        unreadCount: number;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postNotificationsByidRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        campaignId: string | null;
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        kind: "application_received" | "application_accepted" | "application_rejected" | "invitation_received" | "invitation_accepted" | "invitation_declined" | "content_submitted" | "message_received" | "content_approved" | "content_needs_fix" | "content_resubmitted" | "content_held" | "hold_released" | "hold_voided" | "payout_paid" | "payout_failed" | "hold_void_requested" | "hold_appealed" | "hold_decided" | "dispute_opened" | "dispute_message" | "dispute_decided" | "account_suspended" | "account_reinstated" | "report_decided" | "terms_updated";
                        link: string;
                        readAt: string | null;
                        title: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsAudit: {
        parameters: {
            query?: {
                action?: "hold_paid" | "hold_voided" | "dispute_paid_full" | "dispute_paid_part" | "dispute_returned" | "dispute_message" | "payout_marked_paid" | "payout_failed_back" | "reconciliation_acknowledged" | "user_suspended" | "user_reinstated" | "report_dismissed" | "report_actioned" | "tax_payouts_exported";
                from?: string;
                operator?: string;
                page?: number;
                subjectUserId?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            /** @enum {string} */
                            action: "hold_paid" | "hold_voided" | "dispute_paid_full" | "dispute_paid_part" | "dispute_returned" | "dispute_message" | "payout_marked_paid" | "payout_failed_back" | "reconciliation_acknowledged" | "user_suspended" | "user_reinstated" | "report_dismissed" | "report_actioned" | "tax_payouts_exported";
                            at: string;
                            id: string;
                            operatorEmail: string;
                            reason: string;
                            subjectId: string;
                            subjectKind: string;
                            subjectUserId: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsAuditCsv: {
        parameters: {
            query?: {
                action?: "hold_paid" | "hold_voided" | "dispute_paid_full" | "dispute_paid_part" | "dispute_returned" | "dispute_message" | "payout_marked_paid" | "payout_failed_back" | "reconciliation_acknowledged" | "user_suspended" | "user_reinstated" | "report_dismissed" | "report_actioned" | "tax_payouts_exported";
                from?: string;
                operator?: string;
                page?: number;
                subjectUserId?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsDisputesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreement: {
                            agreedAt: string;
                            id: string;
                            termsVersion: number;
                            text: string;
                        } | null;
                        business: {
                            id: string | null;
                            name: string;
                        };
                        campaign: {
                            id: string;
                            name: string;
                        };
                        creator: {
                            id: string | null;
                            name: string;
                        };
                        decidedAt: string | null;
                        decidedBy: string | null;
                        decisionReason: string | null;
                        events: {
                            /** @enum {string} */
                            action: "submit" | "verify" | "start_review" | "approve" | "auto_approve" | "request_fix" | "replace_link" | "end_tracking" | "record_metrics" | "fetch_metrics" | "hold" | "release_hold" | "void_hold" | "request_void_hold" | "appeal_hold";
                            /** @enum {string} */
                            actor: "business" | "creator" | "system" | "operator";
                            actorName: string | null;
                            createdAt: string;
                            fromStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                            id: string;
                            note: string | null;
                            toStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                        }[];
                        evidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        id: string;
                        /** @enum {string} */
                        kind: "dispute";
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        money: {
                            earnedCents: number;
                            /** @enum {string} */
                            earningsStatus: "none" | "pending" | "held" | "final" | "void";
                            isFinal: boolean;
                            payFullCents: number;
                            setAsideCents: number;
                            settledCents: number;
                        };
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        paidCents: number | null;
                        post: {
                            comments: number;
                            id: string;
                            likes: number;
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            shares: number;
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                            views: number;
                        };
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        since: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsDisputesByidDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int64 */
                    amountCents?: number;
                    /** @enum {string} */
                    outcome: "pay_full" | "pay_part" | "return_to_escrow";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreement: {
                            agreedAt: string;
                            id: string;
                            termsVersion: number;
                            text: string;
                        } | null;
                        business: {
                            id: string | null;
                            name: string;
                        };
                        campaign: {
                            id: string;
                            name: string;
                        };
                        creator: {
                            id: string | null;
                            name: string;
                        };
                        decidedAt: string | null;
                        decidedBy: string | null;
                        decisionReason: string | null;
                        events: {
                            /** @enum {string} */
                            action: "submit" | "verify" | "start_review" | "approve" | "auto_approve" | "request_fix" | "replace_link" | "end_tracking" | "record_metrics" | "fetch_metrics" | "hold" | "release_hold" | "void_hold" | "request_void_hold" | "appeal_hold";
                            /** @enum {string} */
                            actor: "business" | "creator" | "system" | "operator";
                            actorName: string | null;
                            createdAt: string;
                            fromStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                            id: string;
                            note: string | null;
                            toStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                        }[];
                        evidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        id: string;
                        /** @enum {string} */
                        kind: "dispute";
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        money: {
                            earnedCents: number;
                            /** @enum {string} */
                            earningsStatus: "none" | "pending" | "held" | "final" | "void";
                            isFinal: boolean;
                            payFullCents: number;
                            setAsideCents: number;
                            settledCents: number;
                        };
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        paidCents: number | null;
                        post: {
                            comments: number;
                            id: string;
                            likes: number;
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            shares: number;
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                            views: number;
                        };
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        since: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsDisputesByidMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreement: {
                            agreedAt: string;
                            id: string;
                            termsVersion: number;
                            text: string;
                        } | null;
                        business: {
                            id: string | null;
                            name: string;
                        };
                        campaign: {
                            id: string;
                            name: string;
                        };
                        creator: {
                            id: string | null;
                            name: string;
                        };
                        decidedAt: string | null;
                        decidedBy: string | null;
                        decisionReason: string | null;
                        events: {
                            /** @enum {string} */
                            action: "submit" | "verify" | "start_review" | "approve" | "auto_approve" | "request_fix" | "replace_link" | "end_tracking" | "record_metrics" | "fetch_metrics" | "hold" | "release_hold" | "void_hold" | "request_void_hold" | "appeal_hold";
                            /** @enum {string} */
                            actor: "business" | "creator" | "system" | "operator";
                            actorName: string | null;
                            createdAt: string;
                            fromStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                            id: string;
                            note: string | null;
                            toStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                        }[];
                        evidence: {
                            basis: string | null;
                            points: {
                                at: string;
                                expectedLikes: number | null;
                                expectedViews: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        } | null;
                        id: string;
                        /** @enum {string} */
                        kind: "dispute";
                        messages: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            side: "creator" | "business" | "operator";
                        }[];
                        money: {
                            earnedCents: number;
                            /** @enum {string} */
                            earningsStatus: "none" | "pending" | "held" | "final" | "void";
                            isFinal: boolean;
                            payFullCents: number;
                            setAsideCents: number;
                            settledCents: number;
                        };
                        /** @enum {string} */
                        openedBy: "creator" | "business";
                        outcome: ("pay_full" | "pay_part" | "return_to_escrow") | null;
                        paidCents: number | null;
                        post: {
                            comments: number;
                            id: string;
                            likes: number;
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            shares: number;
                            /** @enum {string} */
                            stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                            videoUrl: string;
                            views: number;
                        };
                        /** @enum {string} */
                        reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                        reasonLabel: string;
                        since: string;
                        /** @enum {string} */
                        status: "open" | "decided";
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsHoldsByidDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "pay" | "void";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        status: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        id: string;
                        name: string;
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsMoney: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creatorBalances: {
                            /** Format: int64 */
                            availableCents: number;
                            /** Format: int64 */
                            inFlightCents: number;
                            /** Format: int64 */
                            pendingCents: number;
                        };
                        escrow: {
                            /** Format: int64 */
                            campaigns: number;
                            /** Format: int64 */
                            heldCents: number;
                        };
                        feeRevenueByMonth: {
                            /** Format: int64 */
                            cents: number;
                            month: string;
                        }[];
                        /** Format: int64 */
                        feesTotalCents: number;
                        ledgerCheck: {
                            at: string;
                            ok: boolean;
                            /** @enum {string} */
                            source: "job" | "cli";
                            violations: {
                                name: string;
                                violations: string[];
                            }[];
                        } | null;
                        payoutsByState: {
                            /** Format: int64 */
                            cents: number;
                            /** Format: int64 */
                            count: number;
                            /** @enum {string} */
                            state: "requested" | "approved" | "paid" | "failed" | "delayed";
                        }[];
                        providers: {
                            /** Format: int64 */
                            balanceCents: number;
                            /** @enum {string} */
                            provider: "test" | "stripe";
                        }[];
                        reconciliations: {
                            at: string;
                            /** Format: int64 */
                            differenceCount: number;
                            error: string | null;
                            id: string;
                            /** @enum {string} */
                            provider: "test" | "stripe";
                            /** @enum {string} */
                            status: "ok" | "differences" | "failed";
                        }[];
                        wallets: {
                            /** Format: int64 */
                            belowZeroCents: number;
                            /** Format: int64 */
                            belowZeroCount: number;
                            /** Format: int64 */
                            count: number;
                            /** Format: int64 */
                            totalCents: number;
                        };
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsMoneyPeopleByid: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            /** Format: int64 */
                            balanceCents: number;
                            id: string;
                            /** @enum {string} */
                            kind: "business_wallet" | "campaign_escrow" | "creator_pending" | "creator_available" | "creator_payouts" | "platform_fees" | "provider";
                        }[];
                        /** Format: int64 */
                        page: number;
                        /** Format: int64 */
                        pageSize: number;
                        person: {
                            companyName: string | null;
                            email: string;
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "SMB" | "Influencer";
                        };
                        /** Format: int64 */
                        total: number;
                        transactions: {
                            at: string;
                            campaign: {
                                id: string;
                                name: string;
                            } | null;
                            checkoutId: string | null;
                            description: string;
                            id: string;
                            /** @enum {string} */
                            kind: "deposit" | "campaign_funding" | "earnings_reserve" | "earnings_release" | "earnings_settlement" | "escrow_return" | "payout_request" | "payout_paid" | "payout_failed" | "dispute_debit" | "dispute_reinstatement" | "deposit_refund" | "deposit_refund_failed";
                            legs: {
                                accountId: string;
                                /** @enum {string} */
                                accountKind: "business_wallet" | "campaign_escrow" | "creator_pending" | "creator_available" | "creator_payouts" | "platform_fees" | "provider";
                                /** Format: int64 */
                                amountCents: number;
                                /** Format: int64 */
                                balanceAfterCents: number;
                                isOwn: boolean;
                            }[];
                            /** Format: int64 */
                            ownCents: number;
                            payout: {
                                id: string;
                                status: ("requested" | "approved" | "paid" | "failed" | "delayed") | null;
                            } | null;
                            post: {
                                id: string;
                                videoUrl: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsMoneySearch: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaigns: {
                            business: {
                                id: string;
                                name: string;
                            };
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "Live" | "Paused" | "Draft" | "Completed" | "Ended";
                        }[];
                        payouts: {
                            /** Format: int64 */
                            amountCents: number;
                            creator: {
                                id: string;
                                name: string;
                            };
                            id: string;
                            requestedAt: string;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "failed" | "delayed";
                        }[];
                        people: {
                            companyName: string | null;
                            email: string;
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "SMB" | "Influencer";
                        }[];
                        posts: {
                            campaign: {
                                id: string;
                                name: string;
                            };
                            creator: {
                                id: string;
                                name: string;
                            };
                            id: string;
                            /** @enum {string} */
                            platform: "instagram" | "tiktok";
                            videoUrl: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsPayoutsByidDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "paid" | "failed";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        status: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            business: {
                                id: string | null;
                                name: string;
                            };
                            campaign: {
                                id: string;
                                name: string;
                            };
                            creator: {
                                id: string | null;
                                name: string;
                            };
                            events: {
                                /** @enum {string} */
                                action: "submit" | "verify" | "start_review" | "approve" | "auto_approve" | "request_fix" | "replace_link" | "end_tracking" | "record_metrics" | "fetch_metrics" | "hold" | "release_hold" | "void_hold" | "request_void_hold" | "appeal_hold";
                                /** @enum {string} */
                                actor: "business" | "creator" | "system" | "operator";
                                actorName: string | null;
                                createdAt: string;
                                fromStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                                id: string;
                                note: string | null;
                                toStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                            }[];
                            evidence: {
                                basis: string | null;
                                points: {
                                    at: string;
                                    expectedLikes: number | null;
                                    expectedViews: number | null;
                                    likes: number | null;
                                    views: number | null;
                                }[];
                            } | null;
                            hold: {
                                appealDeadline: string;
                                appealedAt: string;
                                appealNote: string;
                                createdAt: string;
                                reason: string;
                                rule: string;
                                voidNote: string | null;
                                voidRequestedAt: string;
                            };
                            id: string;
                            /** @enum {string} */
                            kind: "hold_appeal";
                            post: {
                                comments: number;
                                earningsCents: number;
                                id: string;
                                likes: number;
                                /** @enum {string} */
                                platform: "instagram" | "tiktok";
                                shares: number;
                                /** @enum {string} */
                                stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                                videoUrl: string;
                                views: number;
                            };
                            since: string;
                        } | {
                            agreement: {
                                agreedAt: string;
                                id: string;
                                termsVersion: number;
                                text: string;
                            } | null;
                            business: {
                                id: string | null;
                                name: string;
                            };
                            campaign: {
                                id: string;
                                name: string;
                            };
                            creator: {
                                id: string | null;
                                name: string;
                            };
                            events: {
                                /** @enum {string} */
                                action: "submit" | "verify" | "start_review" | "approve" | "auto_approve" | "request_fix" | "replace_link" | "end_tracking" | "record_metrics" | "fetch_metrics" | "hold" | "release_hold" | "void_hold" | "request_void_hold" | "appeal_hold";
                                /** @enum {string} */
                                actor: "business" | "creator" | "system" | "operator";
                                actorName: string | null;
                                createdAt: string;
                                fromStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                                id: string;
                                note: string | null;
                                toStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                            }[];
                            evidence: {
                                basis: string | null;
                                points: {
                                    at: string;
                                    expectedLikes: number | null;
                                    expectedViews: number | null;
                                    likes: number | null;
                                    views: number | null;
                                }[];
                            } | null;
                            id: string;
                            /** @enum {string} */
                            kind: "dispute";
                            messages: {
                                authorName: string;
                                body: string;
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                side: "creator" | "business" | "operator";
                            }[];
                            money: {
                                earnedCents: number;
                                /** @enum {string} */
                                earningsStatus: "none" | "pending" | "held" | "final" | "void";
                                isFinal: boolean;
                                payFullCents: number;
                                setAsideCents: number;
                                settledCents: number;
                            };
                            /** @enum {string} */
                            openedBy: "creator" | "business";
                            post: {
                                comments: number;
                                id: string;
                                likes: number;
                                /** @enum {string} */
                                platform: "instagram" | "tiktok";
                                shares: number;
                                /** @enum {string} */
                                stage: "submitted" | "under_review" | "tracking" | "approved" | "needs_fix";
                                videoUrl: string;
                                views: number;
                            };
                            /** @enum {string} */
                            reason: "approved_not_paid" | "unfair_fix_request" | "campaign_ended_unfairly" | "post_removed_or_edited" | "not_as_briefed";
                            reasonLabel: string;
                            since: string;
                        } | {
                            id: string;
                            /** @enum {string} */
                            kind: "report";
                            note: string | null;
                            /** @enum {string} */
                            reason: "spam" | "harassment" | "scam" | "inappropriate" | "impersonation" | "other";
                            reasonLabel: string;
                            reporter: {
                                id: string | null;
                                name: string;
                            };
                            since: string;
                            subject: ({
                                conversation: {
                                    id: string;
                                    names: string[];
                                };
                                id: string;
                                /** @enum {string} */
                                kind: "message";
                                sender: {
                                    id: string | null;
                                    name: string;
                                };
                                sentAt: string;
                                text: string;
                            } | {
                                id: string;
                                /** @enum {string} */
                                kind: "profile";
                                name: string;
                                /** @enum {string} */
                                role: "SMB" | "Influencer";
                            } | {
                                businessName: string;
                                id: string;
                                /** @enum {string} */
                                kind: "campaign";
                                name: string;
                            }) | null;
                            subjectUser: {
                                id: string;
                                isSuspended: boolean;
                                name: string;
                            } | null;
                        } | {
                            amountCents: number;
                            attempts: number;
                            creator: {
                                id: string | null;
                                name: string;
                            };
                            id: string;
                            /** @enum {string} */
                            kind: "payout";
                            provider: string | null;
                            reason: string;
                            since: string;
                        } | {
                            detail: string;
                            differenceKind: string;
                            id: string;
                            /** @enum {string} */
                            kind: "reconciliation";
                            ledgerCents: number | null;
                            provider: string;
                            providerCents: number | null;
                            reference: string;
                            since: string;
                            subject: string;
                        })[];
                        totals: {
                            /** Format: int64 */
                            dispute: number;
                            /** Format: int64 */
                            hold_appeal: number;
                            /** Format: int64 */
                            payout: number;
                            /** Format: int64 */
                            reconciliation: number;
                            /** Format: int64 */
                            report: number;
                        };
                    };
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsReconciliationByidAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        status: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsReportsByidDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "dismiss" | "action";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        status: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsTaxPayoutsCsv: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsUsers: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            companyName: string | null;
                            createdAt: string;
                            email: string;
                            id: string;
                            name: string;
                            openReports: number;
                            /** @enum {string} */
                            role: "SMB" | "Influencer";
                            suspension: {
                                at: string;
                                reason: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsUsersByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        openReports: number;
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        suspension: {
                            at: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsUsersByidReinstate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        openReports: number;
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        suspension: {
                            at: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postOpsUsersByidSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        openReports: number;
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        suspension: {
                            at: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPostsByidEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "submit" | "verify" | "start_review" | "approve" | "auto_approve" | "request_fix" | "replace_link" | "end_tracking" | "record_metrics" | "fetch_metrics" | "hold" | "release_hold" | "void_hold" | "request_void_hold" | "appeal_hold";
                        /** @enum {string} */
                        actor: "business" | "creator" | "system" | "operator";
                        actorName: string | null;
                        createdAt: string;
                        fromStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                        id: string;
                        note: string | null;
                        toStage: ("submitted" | "under_review" | "tracking" | "approved" | "needs_fix") | null;
                    }[];
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProfilesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        banner: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        } | null;
                        bio: string | null;
                        businessBio: string | null;
                        companyName: string | null;
                        contentNiches: string[];
                        followerCounts: {
                            instagram: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                            tiktok: {
                                followers: number | null;
                                verifiedAt: string | null;
                                verifiedFollowers: number | null;
                            };
                        };
                        hashtagsKeywords: string[];
                        id: string;
                        instagram: string | null;
                        instagramFollowers: number | null;
                        location: string | null;
                        name: string;
                        portfolio: {
                            fallbackUrl: string;
                            /** Format: int64 */
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "logo" | "profile-picture" | "banner" | "portfolio";
                            srcSet: string;
                            url: string;
                            /** Format: int64 */
                            width: number;
                        }[];
                        preferredContentTypes: string[];
                        preferredIndustry: string[];
                        rates: {
                            /** @enum {string} */
                            format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                            /** Format: int32 */
                            priceCents: number;
                        }[];
                        /** @enum {string} */
                        role: "SMB" | "Influencer";
                        tiktok: string | null;
                        tiktokFollowers: number | null;
                        twitter: string | null;
                        websitePortfolio: string | null;
                        youtube: string | null;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            database?: "ok" | "failed";
                            /** @enum {string} */
                            jobs?: "ok" | "failed";
                            /** @enum {string} */
                            listen?: "ok" | "failed";
                            /** @enum {string} */
                            storage?: "ok" | "failed";
                        };
                        /** @enum {string} */
                        status: "ready" | "unavailable" | "draining";
                    };
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            database?: "ok" | "failed";
                            /** @enum {string} */
                            jobs?: "ok" | "failed";
                            /** @enum {string} */
                            listen?: "ok" | "failed";
                            /** @enum {string} */
                            storage?: "ok" | "failed";
                        };
                        /** @enum {string} */
                        status: "ready" | "unavailable" | "draining";
                    };
                };
            };
        };
    };
    postReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /** @enum {string} */
                    reason: "spam" | "harassment" | "scam" | "inappropriate" | "impersonation" | "other";
                    /** Format: uuid */
                    subjectId: string;
                    /** @enum {string} */
                    subjectKind: "message" | "profile" | "campaign";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended account, or no access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not yours (NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The change conflicts with the current state (`code` says which). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something went wrong on the server (INTERNAL_ERROR). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
