// Mantine's styles for what the first pages draw (the home and landing pages, the page loader, the not-found and error
// pages): about 9 KiB gzipped instead of the whole 36 KiB stylesheet, which blocks the first paint (issue 15,
// Lighthouse). Every other page loads all of Mantine's styles with its code (app/all-styles.ts). All of Mantine's
// styles are in the `mantine` cascade layer, so the app's own CSS wins over them whatever order they arrive in.
// The list was read off the prerendered pages' class names (apps/web/dist/prerendered): add a component here when a
// first page starts using it.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
