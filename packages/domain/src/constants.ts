// Business constants from B9 and C9.

export const PRODUCT_NAME = 'MicroReach';

export const SIGN_UP_REDIRECT_DELAY_MS = 1500;
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;
export const CAROUSEL_INTERVAL_MS = 4000;

export const MAX_CAMPAIGN_DAYS = 31;
/** Campaign dates lie within this many days before or after today (a sane window: no year 0001 or 9999). */
export const CAMPAIGN_DATE_WINDOW_DAYS = 365;
/** The creator help guide's beta rule (C9): at most this many active partnerships at a time. */
export const MAX_ACTIVE_PARTNERSHIPS = 5;
export const DEFAULT_VISIBILITY = 'Private';
export const DEFAULT_CAMPAIGN_STATUS = 'draft';
export const CURRENCY = 'USD';

export const PORTFOLIO_MAX_IMAGES = 5;
export const CONTENT_SLOTS_PER_CAMPAIGN = 3;
export const BROWSE_DESCRIPTION_MAX = 120;
export const DASHBOARD_DESCRIPTION_MAX = 100;
export const MAX_HASHTAGS_SHOWN = 3;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The largest value of a PostgreSQL `integer` column: every number the API takes for one is bounded by it (issue 32). */
export const PG_INTEGER_MAX = 2_147_483_647;
