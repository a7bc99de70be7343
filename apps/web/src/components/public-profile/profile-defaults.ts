// What a creator's public profile shows in place of what they left empty; apart from the view, so that a page that
// shows only cards (Find Influencers) does not download the view with its first JavaScript (issue 31).

/** What a creator with no niches is shown under (B2 Find Influencers cards). */
export const DEFAULT_NICHE = 'General';
/** What a creator with no bio is shown with (B2 Find Influencers cards and the influencer profile dialog). */
export const DEFAULT_CREATOR_BIO = 'Content creator and influencer';
