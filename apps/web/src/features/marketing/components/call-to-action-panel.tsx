import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './marketing.module.css';
import { type Audience, roleStyle } from './role-style';

interface CallToActionPanelProps {
  id: string;
  audience: Audience;
  title: string;
  description: string;
  actionLabel: string;
  actionTo: string;
  notes: string[];
}

/** The closing call to action of a landing page: one button and the reassurance notes under it. */
export function CallToActionPanel({
  id,
  audience,
  title,
  description,
  actionLabel,
  actionTo,
  notes,
}: CallToActionPanelProps) {
  const { color, panelBackground } = roleStyle[audience];
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} className={classes.section} py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <Box className={classes.ctaPanel} style={{ background: panelBackground }} px={{ base: 'lg', sm: 48 }} py={56}>
          <Stack align="center" ta="center" gap="lg" maw={720} mx="auto">
            <Title order={2} id={headingId} c="white" fz={{ base: 28, sm: 36, md: 42 }} lh={1.15} textWrap="balance">
              {title}
            </Title>
            <Text c="white" fz={{ base: 'md', md: 'lg' }} opacity={0.95}>
              {description}
            </Text>
            <Button
              component={Link}
              to={actionTo}
              size="xl"
              radius="xl"
              variant="white"
              color={color}
              rightSection={<IconArrowRight size={20} aria-hidden />}
            >
              {actionLabel}
            </Button>
            <Box
              component="ul"
              className={classes.plainList}
              style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.75rem 1.5rem' }}
            >
              {notes.map((note) => (
                <Box component="li" key={note} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                  <IconCircleCheck size={18} aria-hidden />
                  <Text component="span" c="white" fz="sm" fw={500}>
                    {note}
                  </Text>
                </Box>
              ))}
            </Box>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
