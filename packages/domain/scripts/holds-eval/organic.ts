// Organic kinds: how real audiences reach a post, drawn from published growth curves and ratios (ranges.ts). Each
// kind builds the post's audiences, threads and the platform's clean-ups; the reading side (insights lag, empty
// metrics, replaced links, typed figures) is observe.ts's and schedule.ts's.
import { type Creator, drawPostRates, type PostRates } from './creators.ts';
import {
  CLEANUP,
  DEBATE,
  EARLY_LATE,
  FIRST_WAVE,
  GIVEAWAY,
  LATE_VIRAL,
  LONG_TAIL,
  REPOST_WAVE,
  SHARE_HEAVY,
} from './ranges.ts';
import type { Sampler } from './sampler.ts';
import { type Audience, logLogistic, type Removal, type Stream } from './truth.ts';

/** The clean kinds, each measured in equal numbers. */
export const CLEAN_KINDS = [
  'first_wave',
  'long_tail',
  'late_viral',
  'repost_wave',
  'giveaway',
  'debate',
  'share_heavy',
  'platform_cleanup',
  'insights_lag',
  'empty_metric',
  'link_replaced',
  'typed_figures',
] as const;
export type CleanKind = (typeof CLEAN_KINDS)[number];

/** The shapes of organic growth (the other clean kinds are about reading a post, and use one of these). */
export const GROWTH_KINDS = [
  'first_wave',
  'long_tail',
  'late_viral',
  'repost_wave',
  'giveaway',
  'debate',
  'share_heavy',
] as const;
export type GrowthKind = (typeof GROWTH_KINDS)[number];

/**
 * How often each shape occurs among a creator's posts (their history, their recent media, and the post under a
 * purchase). Judgement: most posts have one first wave; the others are the exceptions.
 */
export const GROWTH_MIX: Record<GrowthKind, number> = {
  first_wave: 0.6,
  long_tail: 0.15,
  late_viral: 0.05,
  repost_wave: 0.06,
  giveaway: 0.04,
  debate: 0.05,
  share_heavy: 0.05,
};

export interface OrganicPost {
  rates: PostRates;
  audiences: Audience[];
  streams: Stream[];
  removals: Removal[];
  /** Where the views come from, for reading a miss. */
  detail: string;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** From an early rate to a late one, over the time the first wave takes (a few times its median). */
function earlyToLate([early, late]: [number, number], tauMin: number) {
  return (ageMin: number) => late + (early - late) * Math.exp(-ageMin / (4 * tauMin));
}

/**
 * An organic post of `kind` by `creator`. `cleanupWithinMin` is the window in which a platform clean-up may land (the
 * product's window for the post; only the clean-up kind has one).
 */
export function drawOrganicPost(
  rng: Sampler,
  creator: Creator,
  kind: GrowthKind | 'platform_cleanup',
  cleanupWithinMin: [number, number] = [0, 0],
): OrganicPost {
  const rates = drawPostRates(rng, creator);
  const wave = kind === 'long_tail' ? LONG_TAIL : FIRST_WAVE[creator.platform];
  const tau = rng.logUniform(wave.tauHours[0], wave.tauHours[1]) * HOUR;
  const shape = rng.uniform(wave.shape[0], wave.shape[1]);
  const likesEarlyLate = earlyToLate(EARLY_LATE.likes, tau);
  const commentsEarlyLate = earlyToLate(EARLY_LATE.comments, tau);

  let likeFactor = 1;
  let commentsPerLike = (age: number) => rates.commentsPerLike * commentsEarlyLate(age);
  let sharesPerLike = rates.sharesPerLike;
  const streams: Stream[] = [];
  const removals: Removal[] = [];
  const details: string[] = [`${Math.round(rates.views)} views expected`];

  if (kind === 'giveaway') {
    const openMin = rng.uniform(GIVEAWAY.openDays[0], GIVEAWAY.openDays[1]) * DAY;
    const perLike = rng.logUniform(GIVEAWAY.commentsPerLike[0], GIVEAWAY.commentsPerLike[1]);
    likeFactor = rng.uniform(GIVEAWAY.likeFactor[0], GIVEAWAY.likeFactor[1]);
    const usual = commentsPerLike;
    commentsPerLike = (age) => (age < openMin ? perLike : usual(age));
    details.push(`giveaway: ${perLike.toFixed(2)} comments per like for ${(openMin / DAY).toFixed(1)} days`);
  }
  if (kind === 'share_heavy') {
    sharesPerLike = rng.logUniform(SHARE_HEAVY.sharesPerLike[0], SHARE_HEAVY.sharesPerLike[1]);
    details.push(`${sharesPerLike.toFixed(2)} shares per like`);
  }

  const audiences: Audience[] = [
    {
      views: rates.views,
      reach: (age) => logLogistic(age, tau, shape),
      likesPerView: (age) => rates.likesPerView * likeFactor * likesEarlyLate(age),
      commentsPerLike,
      sharesPerLike: () => sharesPerLike,
    },
  ];

  if (kind === 'debate') {
    const perLike = rng.logUniform(DEBATE.commentsPerLike[0], DEBATE.commentsPerLike[1]);
    const slower = rng.uniform(DEBATE.slowerBy[0], DEBATE.slowerBy[1]);
    streams.push({
      metric: 'comments',
      amount: rates.views * rates.likesPerView * perLike,
      reach: (age) => logLogistic(age, tau * slower, shape),
    });
    details.push(`debate: ${perLike.toFixed(2)} comments per like, threads ${slower.toFixed(1)}x slower`);
  }

  if (kind === 'late_viral' || kind === 'repost_wave') {
    const r = kind === 'late_viral' ? LATE_VIRAL : REPOST_WAVE;
    const start =
      kind === 'late_viral'
        ? rng.uniform(LATE_VIRAL.startDays[0], LATE_VIRAL.startDays[1]) * DAY
        : rng.uniform(REPOST_WAVE.startHours[0], REPOST_WAVE.startHours[1]) * HOUR;
    const waveTau = rng.uniform(r.tauHours[0], r.tauHours[1]) * HOUR;
    const waveShape = rng.uniform(r.shape[0], r.shape[1]);
    const size = rng.logUniform(r.size[0], r.size[1]);
    const waveLikes = rng.uniform(r.likeFactor[0], r.likeFactor[1]);
    const waveComments =
      kind === 'late_viral' ? rng.uniform(LATE_VIRAL.commentFactor[0], LATE_VIRAL.commentFactor[1]) : 1;
    const waveShares = rng.uniform(r.shareFactor[0], r.shareFactor[1]);
    audiences.push({
      views: rates.views * size,
      reach: (age) => logLogistic(age - start, waveTau, waveShape),
      likesPerView: () => rates.likesPerView * waveLikes,
      commentsPerLike: () => rates.commentsPerLike * waveComments,
      sharesPerLike: () => rates.sharesPerLike * waveShares,
    });
    details.push(
      `${kind === 'late_viral' ? 'late wave' : 'repost'} of ${size.toFixed(1)}x from day ${(start / DAY).toFixed(1)}, likes ${waveLikes.toFixed(2)}x, shares ${waveShares.toFixed(2)}x`,
    );
  }

  if (kind === 'platform_cleanup') {
    const [from, to] = cleanupWithinMin;
    const share: Removal['share'] = {
      likes: rng.uniform(CLEANUP.likes[0], CLEANUP.likes[1]),
      comments: rng.uniform(CLEANUP.comments[0], CLEANUP.comments[1]),
    };
    if (rng.chance(CLEANUP.viewsChance)) share.views = rng.uniform(CLEANUP.views[0], CLEANUP.views[1]);
    const atMin = rng.uniform(from, Math.max(from, to));
    removals.push({ atMin, share, of: 'organic' });
    details.push(
      `clean-up at day ${(atMin / DAY).toFixed(1)}: ${Object.entries(share)
        .map(([m, s]) => `${m} -${((s as number) * 100).toFixed(1)}%`)
        .join(', ')}`,
    );
  }
  return { rates, audiences, streams, removals, detail: details.join('; ') };
}
