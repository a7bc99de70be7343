import { MantineProvider } from '@mantine/core';
import type { HoldEvidence } from '@microreach/domain/content-review';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHoldEvidence } from '#web/test/fixtures/content-review';
import { HoldEvidenceChart } from './hold-evidence-chart';

function renderChart(evidence: HoldEvidence | null) {
  return render(
    <MantineProvider env="test">
      <HoldEvidenceChart evidence={evidence} />
    </MantineProvider>,
  );
}

const when = (at: string) => formatLocalDateTimeShort(at);
/** What the chart's points say when the pointer rests on them (their SVG titles), in drawing order. */
const pointTips = (chart: HTMLElement) => Array.from(chart.querySelectorAll('circle > title'), (t) => t.textContent);
const [FIRST, UNKNOWN, LAST] = makeHoldEvidence().points.map((p) => p.at);

describe('HoldEvidenceChart', () => {
  it('names the first and last reading against the expected, keys both lines and says where the expectation comes from', () => {
    renderChart(makeHoldEvidence());
    const chart = screen.getByRole('img', { name: /against what the creator’s other posts predict/ });
    expect(chart).toBeVisible();
    expect(chart).toHaveAccessibleName(
      'This post’s figures over time against what the creator’s other posts predict. ' +
        `Views: first 1,200 on ${when(FIRST)}, expected 900; last 15,400 on ${when(LAST)}, expected 2,100. ` +
        `Likes: first 80 on ${when(FIRST)}, expected 60; last 95 on ${when(LAST)}, expected 140.`,
    );
    const key = screen.getByRole('list', { name: 'Key to the chart' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['This post', 'Expected from the creator’s other posts']);
    expect(
      screen.getByText('Expected from the creator’s 4 earlier MicroReach posts and 12 recent posts on the account.'),
    ).toBeVisible();
    expect(screen.queryByText('No earlier posts to compare with yet.')).not.toBeInTheDocument();
  });

  it('without a basis says there is nothing to compare with and draws only the post', () => {
    const evidence = makeHoldEvidence({ basis: null });
    renderChart(evidence);
    expect(screen.getByText('No earlier posts to compare with yet.')).toBeVisible();
    const chart = screen.getByRole('img', { name: /no earlier posts to compare with yet/ });
    expect(chart.getAttribute('aria-label')).not.toMatch(/expected/);
    const key = screen.getByRole('list', { name: 'Key to the chart' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['This post']);
    // Each drawn point names its reading on hover: the post's own, none expected.
    expect(pointTips(chart).filter((tip) => tip?.endsWith(' views'))).toHaveLength(2);
    expect(pointTips(chart).filter((tip) => tip?.endsWith(' expected'))).toEqual([]);
  });

  it('leaves an unknown reading out instead of drawing it as 0', () => {
    renderChart(makeHoldEvidence());
    const chart = screen.getByRole('img');
    const tips = pointTips(chart);
    expect(tips.filter((tip) => tip?.endsWith(' views'))).toEqual([
      `${when(FIRST)}: 1,200 views`,
      `${when(LAST)}: 15,400 views`,
    ]);
    expect(tips.filter((tip) => tip?.startsWith(when(UNKNOWN)))).toEqual([
      // The expectation is known at that reading, so it alone is drawn there.
      `${when(UNKNOWN)}: 1,500 views expected`,
      `${when(UNKNOWN)}: 95 likes expected`,
    ]);
  });

  it('says when no reading of the post is known yet, rather than drawing zeros', () => {
    renderChart(
      makeHoldEvidence({
        basis: null,
        points: [{ at: FIRST, views: null, likes: null, expectedViews: null, expectedLikes: null }],
      }),
    );
    expect(screen.getByText('No readings of this post yet.')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows nothing when the post has no open hold', () => {
    renderChart(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key to the chart' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Expected from|No earlier posts/)).not.toBeInTheDocument();
  });
});
