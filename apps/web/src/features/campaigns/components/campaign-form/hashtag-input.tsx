// The Hashtags field: type a tag, press Enter or comma (or Add); tags show as removable '#tag' pills.
import { Button, Pill, Stack, TextInput } from '@mantine/core';
import { addHashtag, cleanHashtag } from '@microreach/domain';
import { type KeyboardEvent, useState } from 'react';

/** The input schema's limits (CampaignInputSchema): 30 tags of at most 60 characters. */
const MAX_HASHTAGS = 30;
const MAX_HASHTAG_LENGTH = 60;

export function HashtagInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** Adds typed tags one by one; reports the first one that could not be added. */
  function add(raws: string[]) {
    let tags = value;
    let problem: string | null = null;
    for (const raw of raws) {
      const tag = cleanHashtag(raw);
      if (!tag) continue;
      if (tags.length >= MAX_HASHTAGS) {
        problem ??= `You can add up to ${MAX_HASHTAGS} hashtags.`;
        continue;
      }
      const next = addHashtag(tags, tag);
      if (next.length === tags.length) problem ??= `#${tag} is already added.`;
      else tags = next;
    }
    if (tags !== value) onChange(tags);
    setError(problem);
  }

  function onType(raw: string) {
    // Letters and whitespace only (B5); a comma ends a tag.
    const kept = raw.replace(/[^\p{L}\s,]/gu, '');
    const parts = kept.split(',');
    const rest = parts.pop() ?? '';
    if (parts.length > 0) add(parts);
    else setError(null);
    setDraft(rest.slice(0, MAX_HASHTAG_LENGTH));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    // Enter adds the tag; it must not submit the form.
    e.preventDefault();
    add([draft]);
    setDraft('');
  }

  return (
    <Stack gap="xs">
      <TextInput
        label="Hashtags"
        description="Press Enter or comma to add a tag. Letters and spaces only."
        placeholder="e.g. summer style"
        value={draft}
        error={error}
        maxLength={MAX_HASHTAG_LENGTH}
        onChange={(e) => onType(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setError(null)}
        rightSectionWidth={72}
        rightSectionPointerEvents="all"
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              add([draft]);
              setDraft('');
            }}
          >
            Add
          </Button>
        }
      />
      {value.length > 0 && (
        <Pill.Group aria-label="Added hashtags" role="list">
          {value.map((tag) => (
            <Pill
              key={tag}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => {
                onChange(value.filter((t) => t !== tag));
                setError(null);
              }}
              removeButtonProps={{ 'aria-label': `Remove hashtag ${tag}`, 'aria-hidden': false, tabIndex: 0 }}
            >
              #{tag}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
