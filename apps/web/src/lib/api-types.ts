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
        post: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
        put?: never;
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                                ratePer1kViewsCents: number;
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
                                    pendingPaymentsCents: number;
                                    totalFundedCents: number;
                                    walletBalanceCents: number;
                                    withdrawableCents: number;
                                } | null;
                                creator: {
                                    availableCents: number;
                                    pendingCents: number;
                                    platformFeesCents: number;
                                    totalEarningsCents: number;
                                    underReviewCents: number;
                                    withdrawnCents: number;
                                } | null;
                                deposits: {
                                    amountCents: number;
                                    completedAt: string | null;
                                    createdAt: string;
                                    disputedCents: number;
                                    id: string;
                                    provider: string;
                                    refundedCents: number;
                                    state: string;
                                }[];
                                disputes: {
                                    amountCents: number;
                                    checkoutId: string;
                                    closedAt: string | null;
                                    createdAt: string;
                                    reason: string | null;
                                    status: string;
                                }[];
                                ledgerAccounts: {
                                    balanceCents: number;
                                    campaignName: string | null;
                                    entries: {
                                        amountCents: number;
                                        at: string;
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
                                    amountCents: number;
                                    failureMessage: string | null;
                                    id: string;
                                    processedAt: string | null;
                                    requestedAt: string;
                                    status: string;
                                }[];
                                refunds: {
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
            };
        };
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
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endedSessions: number;
                        };
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ended: number;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                            fixedPerPostCents: number;
                            ratePer1kViewsCents: number;
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
                            postsPerCreator: number;
                            revisionLimit: number;
                            /** @enum {string} */
                            usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                                fixedPerPostCents: number;
                                ratePer1kViewsCents: number;
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
                                postsPerCreator: number;
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                fixedPerPostCents: number;
                                ratePer1kViewsCents: number;
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
                                postsPerCreator: number;
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        };
                    };
                };
            };
        };
        put: {
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
                            fixedPerPostCents: number;
                            ratePer1kViewsCents: number;
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
                            postsPerCreator: number;
                            revisionLimit: number;
                            /** @enum {string} */
                            usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                                fixedPerPostCents: number;
                                ratePer1kViewsCents: number;
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
                                postsPerCreator: number;
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            budget: {
                                awaitingFundingCents: number;
                                budgetCents: number | null;
                                fundedCents: number;
                                pendingCents: number;
                                platformFeeCents: number;
                                remainingCents: number;
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
                                comments: number;
                                /** Format: uuid */
                                creatorId: string;
                                earningsCents: number;
                                engagementRate: number;
                                heldPosts: number;
                                likes: number;
                                name: string;
                                posts: number;
                                profilePicture: string | null;
                                shares: number;
                                status: string;
                                views: number;
                            }[];
                            posts: {
                                comments: number;
                                counted: boolean;
                                /** Format: uuid */
                                creatorId: string;
                                creatorName: string;
                                earningsCents: number;
                                /** @enum {string} */
                                earningsStatus: "none" | "pending" | "held" | "final" | "void";
                                engagementRate: number;
                                held: boolean;
                                likes: number;
                                platform: string;
                                postedAt: string;
                                /** Format: uuid */
                                postId: string;
                                shares: number;
                                stage: string;
                                unverified: boolean;
                                videoUrl: string;
                                views: number;
                            }[];
                            series: {
                                day: string;
                                engagement: number;
                                views: number;
                            }[];
                            spend: {
                                day: string;
                                fundedCents: number;
                                spentCents: number;
                            }[];
                            totals: {
                                comments: number;
                                costPerViewUsd: number;
                                countedPosts: number;
                                earningsCents: number;
                                engagementRate: number;
                                heldPosts: number;
                                likes: number;
                                shares: number;
                                unverifiedPosts: number;
                                views: number;
                            };
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                    priceCents: number;
                                }[];
                                tiktok: string | null;
                                websitePortfolio: string | null;
                            };
                        }[];
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                                    priceCents: number;
                                }[];
                                tiktok: string | null;
                                websitePortfolio: string | null;
                            };
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
        put?: never;
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                                fixedPerPostCents: number;
                                ratePer1kViewsCents: number;
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
                                postsPerCreator: number;
                                revisionLimit: number;
                                /** @enum {string} */
                                usageRights: "organic" | "brand_repost" | "paid_ads" | "perpetual";
                            };
                            termsVersion: number;
                        };
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                                    fixedPerPostCents: number;
                                    ratePer1kViewsCents: number;
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
                                    postsPerCreator: number;
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
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
                                    priceCents: number;
                                }[];
                                tiktok: string | null;
                                verifiedAudienceSize: number | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsCapped: boolean;
                        };
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeCampaigns: number;
                            balanceCents: number;
                            campaigns: {
                                awaitingFundingCents: number;
                                budgetCents: number | null;
                                fundedCents: number;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                pendingCents: number;
                                remainingCents: number;
                                spentCents: number;
                                status: string;
                            }[];
                            paymentAccountConnected: boolean;
                            pendingPaymentsCents: number;
                            /** @enum {string} */
                            provider: "test" | "stripe";
                            statementMonths: string[];
                            testMode: boolean;
                            totalFundedCents: number;
                            withdrawableCents: number;
                        };
                    };
                };
            };
        };
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
        post: {
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
                        amountCents: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            awaitingFundingCents: number;
                            budgetCents: number | null;
                            fundedCents: number;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            pendingCents: number;
                            remainingCents: number;
                            spentCents: number;
                            status: string;
                        };
                    };
                };
            };
        };
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
        post: {
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
                        amountCents: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountCents: number;
                            dispute: {
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
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountCents: number;
                            dispute: {
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
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                                amountCents: number;
                                at: string;
                                disputedCents: number;
                                number: string | null;
                                receiptId: string | null;
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                amountCents: number;
                                at: string;
                                balanceAfterCents: number;
                                description: string;
                                id: string;
                                /** @enum {string} */
                                kind: "deposit" | "campaign_funding" | "earnings_reserve" | "earnings_release" | "earnings_settlement" | "escrow_return" | "payout_request" | "payout_paid" | "payout_failed" | "dispute_debit" | "dispute_reinstatement" | "deposit_refund" | "deposit_refund_failed";
                                receiptNumber: string | null;
                            }[];
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
                                campaignFundingCents: number;
                                closingCents: number;
                                depositsCents: number;
                                disputesCents: number;
                                escrowReturnsCents: number;
                                openingCents: number;
                                refundsCents: number;
                            };
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                account: string;
                                amountCents: number;
                                at: string;
                                balanceAfterCents: number;
                                counterpart: string | null;
                                description: string;
                                id: string;
                                /** @enum {string} */
                                kind: "deposit" | "campaign_funding" | "earnings_reserve" | "earnings_release" | "earnings_settlement" | "escrow_return" | "payout_request" | "payout_paid" | "payout_failed" | "dispute_debit" | "dispute_reinstatement" | "deposit_refund" | "deposit_refund_failed";
                                moveId: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                        amountCents: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountCents: number;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            refunds: {
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                        comments: number;
                        likes: number;
                        shares: number;
                        views: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        put: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                                lastSeq: number;
                                partnerId: string;
                                partnerName: string;
                                partnerPicture: string | null;
                                unreadCount: number;
                            }[];
                            unreadTotal: number;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                seq: number;
                                text: string;
                            }[];
                        };
                    };
                };
            };
        };
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
        post: {
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
                        seq: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                        text: string;
                        /** Format: uuid */
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                            seq: number;
                            text: string;
                        };
                    };
                };
                /** @description Default Response */
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
                            seq: number;
                            text: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unreadTotal: number;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                    fixedPerPostCents: number;
                                    ratePer1kViewsCents: number;
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
                                    postsPerCreator: number;
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
            };
        };
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
        post: {
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
                        termsVersion: number;
                        /** @default [] */
                        warningsShown?: "perpetual_licence"[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreedAt: string;
                            id: string;
                            newerVersion: boolean;
                            postsPerCreator?: number;
                            termsVersion: number;
                        };
                    };
                };
            };
        };
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
        post: {
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
                            termsVersion: number;
                            /** @default [] */
                            warningsShown?: "perpetual_licence"[];
                        };
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                postsPerCreator: number;
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                                        fixedPerPostCents: number;
                                        ratePer1kViewsCents: number;
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
                                        postsPerCreator: number;
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availableCents: number;
                            campaigns: {
                                /** Format: uuid */
                                campaignId: string;
                                comments: number;
                                companyName: string | null;
                                earningsCents: number;
                                likes: number;
                                name: string;
                                posts: number;
                                shares: number;
                                status: string;
                                /** @enum {string} */
                                tab: "live" | "completed" | "other";
                                views: number;
                            }[];
                            growthPercent: number;
                            monthly: {
                                growthPercent: number;
                                lastMonthCents: number;
                                thisMonthCents: number;
                            };
                            payments: {
                                at: string;
                                awaitingFundingCents: number;
                                campaignId: string | null;
                                campaignName: string;
                                companyName: string | null;
                                feeCents: number;
                                grossCents: number;
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
                            pendingCents: number;
                            pendingReleases: {
                                availableAt: string;
                                /** @enum {string} */
                                basis: "tracking" | "review";
                                campaignName: string;
                                cents: number;
                                /** Format: uuid */
                                postId: string;
                            }[];
                            platformFeesCents: number;
                            /** @enum {string} */
                            provider: "test" | "stripe";
                            testMode: boolean;
                            totalEarningsCents: number;
                            underReviewCents: number;
                            videos: {
                                campaignName: string;
                                comments: number;
                                earningsCents: number;
                                engagementRate: number;
                                likes: number;
                                platform: string;
                                postedAt: string;
                                /** Format: uuid */
                                postId: string;
                                shares: number;
                                stage: string;
                                videoUrl: string;
                                views: number;
                            }[];
                            withdrawnCents: number;
                        };
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                feeCents: number;
                                grossCents: number;
                                netCents: number;
                            };
                            failureMessage: string | null;
                            feeCents: number;
                            grossCents: number;
                            /** Format: uuid */
                            id: string;
                            method: string | null;
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
        put: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                        amountCents: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                                    postsPerCreator: number;
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                                    postsPerCreator: number;
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
            };
        };
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
        put: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                                priceCents: number;
                            }[];
                        };
                    };
                };
            };
        };
        put: {
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
                            priceCents: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
                                priceCents: number;
                            }[];
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountCents: number;
                            dispute: {
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
            };
        };
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
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountCents: number;
                            dispute: {
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            } | null;
                            banner: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
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
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            }[];
                            preferredContentTypes: string[];
                            preferredIndustry: string[];
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
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
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            } | null;
                            banner: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
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
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            }[];
                            preferredContentTypes: string[];
                            preferredIndustry: string[];
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
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
            };
        };
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
        put: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            } | null;
                            banner: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
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
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            }[];
                            preferredContentTypes: string[];
                            preferredIndustry: string[];
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
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
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            } | null;
                            banner: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
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
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            }[];
                            preferredContentTypes: string[];
                            preferredIndustry: string[];
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
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
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            } | null;
                            banner: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
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
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            }[];
                            preferredContentTypes: string[];
                            preferredIndustry: string[];
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
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
            };
        };
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
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            } | null;
                            banner: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
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
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            }[];
                            preferredContentTypes: string[];
                            preferredIndustry: string[];
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
        put: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                            unreadCount: number;
                        };
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                        amountCents?: number;
                        /** @enum {string} */
                        outcome: "pay_full" | "pay_part" | "return_to_escrow";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            creatorBalances: {
                                availableCents: number;
                                inFlightCents: number;
                                pendingCents: number;
                            };
                            escrow: {
                                campaigns: number;
                                heldCents: number;
                            };
                            feeRevenueByMonth: {
                                cents: number;
                                month: string;
                            }[];
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
                                cents: number;
                                count: number;
                                /** @enum {string} */
                                state: "requested" | "approved" | "paid" | "failed" | "delayed";
                            }[];
                            providers: {
                                balanceCents: number;
                                /** @enum {string} */
                                provider: "test" | "stripe";
                            }[];
                            reconciliations: {
                                at: string;
                                differenceCount: number;
                                error: string | null;
                                id: string;
                                /** @enum {string} */
                                provider: "test" | "stripe";
                                /** @enum {string} */
                                status: "ok" | "differences" | "failed";
                            }[];
                            wallets: {
                                belowZeroCents: number;
                                belowZeroCount: number;
                                count: number;
                                totalCents: number;
                            };
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                balanceCents: number;
                                id: string;
                                /** @enum {string} */
                                kind: "business_wallet" | "campaign_escrow" | "creator_pending" | "creator_available" | "creator_payouts" | "platform_fees" | "provider";
                            }[];
                            page: number;
                            pageSize: number;
                            person: {
                                companyName: string | null;
                                email: string;
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "SMB" | "Influencer";
                            };
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
                                    amountCents: number;
                                    balanceAfterCents: number;
                                    isOwn: boolean;
                                }[];
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                        };
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            } | null;
                            banner: {
                                fallbackUrl: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
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
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "logo" | "profile-picture" | "banner" | "portfolio";
                                srcSet: string;
                                url: string;
                                width: number;
                            }[];
                            preferredContentTypes: string[];
                            preferredIndustry: string[];
                            rates: {
                                /** @enum {string} */
                                format: "instagram_post" | "instagram_reel" | "instagram_story" | "tiktok_video";
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
            };
        };
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
        post: {
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
                /** @description Default Response */
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
