// The Hashtags field on Mantine's TagsInput: a tag ends with Enter or a comma (or on leaving the field); typing keeps
// letters and spaces only (B5), and blanks and repeats are not added. The tags show below as a list of '#tag' pills:
// inside the field they would share a list with the text input, which a list may not hold.
import { Pill, Stack, TagsInput } from '@mantine/core';
import { addHashtag, CampaignInputSchema, cleanHashtag } from '@microreach/domain/campaigns';
import { type ReactNode, useState } from 'react';

const MAX_HASHTAG_LENGTH = CampaignInputSchema.shape.campaignHashtags.element.maxLength ?? 60;

/** The tags as the domain keeps them: cleaned, without blanks or repeats (case-insensitive). */
const normalise = (tags: readonly string[]) => tags.reduce<string[]>(addHashtag, []);
/** A typed tag that cleans to one already in the list (a blank is no tag, not a repeat). */
const isRepeat = (raw: string, tags: readonly string[]) =>
  cleanHashtag(raw) !== '' && addHashtag(tags, raw).length === tags.length;
const alreadyAdded = (raw: string) => `#${cleanHashtag(raw)} is already added.`;

export function HashtagInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  /** The form's error for the field (the schema's, or the server's). */
  error?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  // Said while typing and gone with the next keystroke: a tag that was not added because it is already there.
  const [notice, setNotice] = useState<string | null>(null);

  function onSearchChange(raw: string) {
    // Letters, whitespace and the comma that ends a tag (a phone's keyboard types it without a key event).
    const parts = raw.replace(/[^\p{L}\s,]/gu, '').split(',');
    const rest = parts.pop() ?? '';
    if (parts.length > 0) add(parts);
    // The field is emptied after a tag is taken or refused: that keeps the notice; typing on drops it.
    else if (raw !== '') setNotice(null);
    setSearch(rest.slice(0, MAX_HASHTAG_LENGTH));
  }

  function add(raws: string[]) {
    let tags = value;
    for (const raw of raws) {
      if (isRepeat(raw, tags)) setNotice(alreadyAdded(raw));
      tags = addHashtag(tags, raw);
    }
    if (tags.length !== value.length) onChange(tags);
  }

  return (
    <Stack gap="xs">
      <TagsInput
        label="Hashtags"
        description="Press Enter or comma to add a tag. Letters and spaces only."
        placeholder="e.g. summer style"
        value={value}
        onChange={(tags) => onChange(normalise(tags))}
        searchValue={search}
        onSearchChange={onSearchChange}
        isDuplicate={isRepeat}
        onDuplicate={(tag) => setNotice(alreadyAdded(tag))}
        error={notice ?? error}
        renderPill={() => null}
        onKeyDown={(e) => {
          // Enter with no tag typed adds nothing and must not submit the form.
          if (e.key === 'Enter' && !cleanHashtag(search)) {
            e.preventDefault();
            setSearch('');
          }
          // Backspace in the empty field would remove the last tag, out of sight below.
          if (e.key === 'Backspace' && search === '') e.preventDefault();
        }}
        onBlur={() => setNotice(null)}
      />
      {value.length > 0 && (
        <Pill.Group aria-label="Added hashtags" role="list">
          {value.map((tag) => (
            <Pill
              key={tag}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => onChange(value.filter((t) => t !== tag))}
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
