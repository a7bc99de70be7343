import { MantineProvider } from '@mantine/core';
import { addHashtag, cleanHashtag, hashtagsProblem } from '@microreach/domain/campaigns';
import { cleanProfileHashtags, profileHashtagsProblem } from '@microreach/domain/profiles-rules';
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { user } from '#web/test/user';
import { type HashtagRules, HashtagsInput } from './hashtags-input';

/** The field on a form of its own, showing the problem onChange reports as the field's error. */
function Field({ rules, initial = [] }: { rules: HashtagRules; initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <HashtagsInput
      label="Tags"
      description="Press Enter or comma to add one."
      placeholder="e.g. summer"
      listLabel="Added tags"
      removeLabel={(tag) => `Remove tag ${tag}`}
      maxLength={12}
      rules={rules}
      value={tags}
      onChange={(next, nextProblem) => {
        setTags(next);
        setProblem(nextProblem);
      }}
      error={problem}
    />
  );
}

function renderField(rules: HashtagRules, initial?: string[]) {
  render(
    <MantineProvider env="test">
      <Field rules={rules} initial={initial} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Tags' });
}

const addedTags = () =>
  within(screen.getByRole('list', { name: 'Added tags' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('HashtagsInput with cleaning rules', () => {
  const rules = { clean: cleanHashtag, add: addHashtag, problem: hashtagsProblem };

  it('keeps what a tag may hold as it is typed, and says a repeat is not added', async () => {
    const input = renderField(rules, ['coffee']);
    await user.type(input, '#latte-art_2!');
    expect(input).toHaveValue('latteart_2');
    await user.keyboard('{Enter}');
    expect(addedTags()).toEqual(['#coffee', '#latteart_2']);
    expect(input).toBeValid();

    await user.type(input, 'COFFEE,');
    expect(input).toHaveValue('');
    expect(screen.getByText('#COFFEE is already added.')).toBeVisible();
    expect(addedTags()).toEqual(['#coffee', '#latteart_2']);

    await user.type(input, 'a very long tag');
    expect(input).toHaveValue('a very long ');
    expect(screen.queryByText('#COFFEE is already added.')).not.toBeInTheDocument();
  });

  it('keeps a tag with a space in the list and says why it is no hashtag until it is removed', async () => {
    const input = renderField(rules, ['coffee']);
    await user.type(input, 'summer 2026,');
    expect(addedTags()).toEqual(['#coffee', '#summer 2026']);
    expect(input).toBeInvalid();
    expect(screen.getByText(/#summer 2026 has a space: .* Write #summer2026/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove tag summer 2026' }));
    expect(addedTags()).toEqual(['#coffee']);
    expect(input).toBeValid();
  });

  it('adds each tag of a pasted list, leaving a repeat out and saying so', async () => {
    const input = renderField(rules, ['coffee']);
    await user.click(input);
    await user.paste('latte, Coffee,brunch');
    expect(addedTags()).toEqual(['#coffee', '#latte', '#brunch']);
    expect(screen.getByText('#Coffee is already added.')).toBeVisible();
    expect(input).toHaveValue('');
  });

  it('adds the tag typed when the field is left, and Enter on an empty field adds nothing', async () => {
    const input = renderField(rules);
    await user.type(input, '{Enter}');
    expect(screen.queryByRole('list', { name: 'Added tags' })).not.toBeInTheDocument();
    await user.type(input, 'espresso');
    await user.tab();
    expect(addedTags()).toEqual(['#espresso']);
    expect(input).toHaveValue('');
  });

  it('removes a tag with its button', async () => {
    renderField(rules, ['coffee', 'tea']);
    await user.click(screen.getByRole('button', { name: 'Remove tag coffee' }));
    expect(addedTags()).toEqual(['#tea']);
  });
});

describe('HashtagsInput with list rules (the profile schema without zod)', () => {
  const rules = { listProblem: profileHashtagsProblem, cleanList: cleanProfileHashtags };

  it("adds the schema's tags: '#' dropped, repeats left out", async () => {
    const input = renderField(rules, ['coffee']);
    await user.type(input, '#street food{Enter}');
    await user.type(input, '#Coffee,');
    expect(addedTags()).toEqual(['#coffee', '#street food']);
    expect(input).toBeValid();
  });

  it('keeps a tag the schema refuses and shows its problem until it is removed', async () => {
    const input = renderField(rules);
    await user.type(input, 'tea & cake{Enter}');
    expect(addedTags()).toEqual(['#tea & cake']);
    expect(input).toBeInvalid();
    expect(screen.getByText(/Hashtags and keywords may use letters, digits, spaces and '_'/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove tag tea & cake' }));
    expect(screen.queryByRole('list', { name: 'Added tags' })).not.toBeInTheDocument();
    expect(input).toBeValid();
  });

  it('keeps the list as typed while it has too many tags, and says so', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    const input = renderField(rules, twenty);
    await user.type(input, '#one more{Enter}');
    expect(addedTags()).toHaveLength(21);
    expect(addedTags().at(-1)).toBe('##one more');
    expect(input).toBeInvalid();
    expect(screen.getByText('Add at most 20 hashtags and keywords.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove tag tag0' }));
    expect(addedTags()).toHaveLength(20);
    expect(addedTags().at(-1)).toBe('#one more');
    expect(input).toBeValid();
  });
});
