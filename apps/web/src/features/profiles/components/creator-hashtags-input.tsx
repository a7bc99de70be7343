// Hashtags & Keywords on Mantine's TagsInput: a tag ends with Enter or a comma. The domain's schema cleans the list
// as it changes ('#' dropped, repeats left out); what it refuses stays as typed and is said beside the field. The tags
// show below as a list of '#tag' pills: inside the field they would share a list with the text input.
import { Pill, Stack, TagsInput } from '@mantine/core';
import { HASHTAG_MAX_LENGTH, HASHTAGS_MAX, HashtagsSchema } from '@microreach/domain/profiles';
import { type ReactNode, useState } from 'react';

export function CreatorHashtagsInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  /** The new list, and the schema's problem with it (null when it is fine). */
  onChange: (tags: string[], problem: string | null) => void;
  error?: ReactNode;
}) {
  const [search, setSearch] = useState('');

  function change(tags: string[]) {
    const result = HashtagsSchema.safeParse(tags);
    if (result.success) onChange(result.data, null);
    else onChange(tags, result.error.issues[0]?.message ?? null);
  }

  return (
    <Stack gap="xs">
      <TagsInput
        label="Hashtags & Keywords"
        description={`Press Enter or comma to add one. Up to ${HASHTAGS_MAX}.`}
        placeholder="e.g. street food"
        value={value}
        onChange={change}
        searchValue={search}
        onSearchChange={(text) => setSearch(text.slice(0, HASHTAG_MAX_LENGTH + 1))}
        splitChars={[',']}
        acceptValueOnBlur
        error={error}
        renderPill={() => null}
        onKeyDown={(e) => {
          // Enter with nothing typed adds nothing and must not submit the form.
          if (e.key === 'Enter' && search.trim() === '') e.preventDefault();
          // Backspace in the empty field would remove the last tag, out of sight below.
          if (e.key === 'Backspace' && search === '') e.preventDefault();
        }}
      />
      {value.length > 0 && (
        <Pill.Group aria-label="Added hashtags and keywords" role="list">
          {value.map((tag) => (
            <Pill
              key={tag}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => change(value.filter((t) => t !== tag))}
              removeButtonProps={{ 'aria-label': `Remove ${tag}`, 'aria-hidden': false, tabIndex: 0 }}
            >
              #{tag}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
